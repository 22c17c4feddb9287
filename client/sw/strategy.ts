/**
 * The service worker's rules, kept pure so they are tested in Node: which
 * request gets which strategy, what may be cached, how caches are named
 * and versioned.
 */
import { SW_URL } from './host';

/** `page`: network first, cached copy offline; `asset`: cache first; `bypass`: not handled. */
export type SwStrategy = 'page' | 'asset' | 'bypass';

/** Every cache of ours starts with this. */
export const CACHE_PREFIX = 'mui-x-docs-';
/** Most pages kept for offline reading; the oldest go first. */
export const MAX_CACHED_PAGES = 200;

/** Older versions whose saved pages (with their shell and chunks) stay for offline reading after an update. */
export const MAX_OLD_VERSIONS = 2;

/** Cache names of a version. */
export function cacheNames(version: string): { shell: string; pages: string; assets: string } {
  return { shell: `${CACHE_PREFIX}shell-${version}`, pages: `${CACHE_PREFIX}pages-${version}`, assets: `${CACHE_PREFIX}assets-${version}` };
}

/** The kind and version of one of our caches; undefined for another name. */
export function parseCacheName(name: string): { kind: 'shell' | 'pages' | 'assets'; version: string } | undefined {
  const m = /^mui-x-docs-(shell|pages|assets)-(.+)$/.exec(name);
  return m ? { kind: m[1] as 'shell' | 'pages' | 'assets', version: m[2]! } : undefined;
}

/** Our caches that belong to another version (all of them, whatever they hold). */
export function staleCaches(keys: readonly string[], version: string): string[] {
  const current = new Set(Object.values(cacheNames(version)));
  return keys.filter((k) => k.startsWith(CACHE_PREFIX) && !current.has(k));
}

/**
 * The caches to delete when `version` is active. An older version keeps
 * all its caches while its pages cache still holds a saved page (the page
 * reads offline with the shell and chunks it was saved with, never with
 * another build's) and it is one of the MAX_OLD_VERSIONS newest such
 * versions; `keys` is in creation order (CacheStorage.keys()), so later is
 * newer. A page saved again by the new version leaves the old cache
 * (see the service worker's `put`).
 */
export function retiredCaches(keys: readonly string[], version: string, holdingPages: ReadonlySet<string>): string[] {
  const old: string[] = [];
  for (const k of keys) {
    const v = parseCacheName(k)?.version;
    if (v !== undefined && v !== version && holdingPages.has(v) && !old.includes(v)) old.push(v);
  }
  const kept = new Set(old.slice(-MAX_OLD_VERSIONS));
  return staleCaches(keys, version).filter((k) => !kept.has(parseCacheName(k)?.version ?? ''));
}

/**
 * How the service worker treats a request. Other origins (the ad network,
 * analytics) are never touched, nor are ad images. Precached paths (the
 * shell's files, wherever the build puts them) are assets.
 */
export function strategyFor(request: { url: string; method: string; mode: string }, origin: string, precached: ReadonlySet<string> = new Set()): SwStrategy {
  if (request.method !== 'GET') return 'bypass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'bypass';
  }
  if (url.origin !== origin || url.pathname === SW_URL) return 'bypass';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/static/ads/')) return 'bypass';
  if (precached.has(url.pathname)) return 'asset';
  if (url.pathname.startsWith('/build/') || url.pathname.startsWith('/static/')) return 'asset';
  return 'bypass';
}

/** Only complete, successful same-origin answers are cached; never errors or redirects. */
export function cacheable(response: { status: number; type: string }): boolean {
  return response.status === 200 && (response.type === 'basic' || response.type === 'default');
}

/** The cache key of a page: its URL without the fragment. */
export function pageKey(url: string): string {
  return url.split('#')[0]!;
}
