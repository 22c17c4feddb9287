/**
 * Recent searches: the results a reader opened, newest first, kept in
 * localStorage (STORAGE_KEYS.recentSearches). Stored data is validated on
 * read; a broken or foreign value reads as an empty list.
 */
import { STORAGE_KEYS } from '../../lib/constants';

export interface RecentItem {
  path: string;
  title: string;
  heading: string | null;
  product: string;
}

/** How many recent results are kept. */
export const MAX_RECENT = 5;

function isItem(v: unknown): v is RecentItem {
  const o = v as Record<string, unknown> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.path === 'string' &&
    o.path.startsWith('/x') &&
    typeof o.title === 'string' &&
    (o.heading === null || typeof o.heading === 'string') &&
    typeof o.product === 'string'
  );
}

/** The stored list (never throws: storage may be blocked or hold junk). */
export function readRecent(storage: Pick<Storage, 'getItem'> | undefined): RecentItem[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEYS.recentSearches) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** The list with `item` first, without an older entry for the same path. */
export function addRecent(list: readonly RecentItem[], item: RecentItem): RecentItem[] {
  const { path, title, heading, product } = item;
  return [{ path, title, heading, product }, ...list.filter((r) => r.path !== path)].slice(0, MAX_RECENT);
}

/** Stores the list; a full or blocked storage is ignored. */
export function writeRecent(storage: Pick<Storage, 'setItem'> | undefined, list: readonly RecentItem[]): void {
  try {
    storage?.setItem(STORAGE_KEYS.recentSearches, JSON.stringify(list));
  } catch {
    // Private mode or quota: recent searches are a convenience only.
  }
}

/** Forgets every recent search; a blocked storage is ignored. */
export function clearRecent(storage: Pick<Storage, 'removeItem'> | undefined): void {
  try {
    storage?.removeItem(STORAGE_KEYS.recentSearches);
  } catch {
    // Nothing stored can be read back either.
  }
}
