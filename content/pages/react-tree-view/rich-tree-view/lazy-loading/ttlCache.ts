import type { RichTreeViewProProps } from '@mui/x-tree-view-pro/RichTreeViewPro';

// The cache interface, taken from the prop (the Pro package does not export it by name).
type DataSourceCache = NonNullable<RichTreeViewProProps<object, false>['dataSourceCache']>;
type CachedItems = Parameters<DataSourceCache['set']>[1];

/**
 * A cache whose entries expire after `ttlMs`. `get` returns `-1` for an expired entry,
 * which tells the tree to drop the old children and fetch again.
 */
export function createTtlCache(
  ttlMs: number,
  onEvent?: (message: string) => void,
): DataSourceCache {
  const entries = new Map<string, { items: CachedItems; expiresAt: number }>();
  return {
    set: (key, items) => {
      entries.set(key, { items, expiresAt: performance.now() + ttlMs });
    },
    get: (key) => {
      const entry = entries.get(key);
      if (!entry) {
        onEvent?.(`${key}: not cached`);
        return undefined;
      }
      if (performance.now() > entry.expiresAt) {
        entries.delete(key);
        onEvent?.(`${key}: expired, fetching again`);
        return -1;
      }
      onEvent?.(`${key}: served from the cache`);
      return entry.items;
    },
    clear: () => entries.clear(),
  };
}
