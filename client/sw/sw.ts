/**
 * The service worker at /x/sw.js (scope `/`). Bundled by
 * scripts/build-sw.ts; the worker prepends `self.__SW_CONFIG__` (version
 * and precache list) when it serves the script, so a new content version
 * or client build changes the bytes and the browser installs an update.
 *
 * - install: precache the shell (entry script, stylesheets);
 * - activate: drop the caches of other versions, except those of (at most
 *   MAX_OLD_VERSIONS) older versions that still hold saved pages: a page
 *   saved before a deploy reads offline with its own build's shell and
 *   chunks until the new version saves it again (then it leaves the old
 *   cache, and an old version left with no page goes entirely);
 * - pages: network first, a copy kept so a page read once reads offline;
 *   a page never read gets the offline page;
 * - /build, /static and the precached shell files: cache first (hashed or
 *   versioned files);
 * - never cached: errors, redirects, other origins (ads, analytics), ad images.
 */
import { offlinePage, titleOf, type SavedPage } from './offline';
import { MAX_CACHED_PAGES, cacheNames, cacheable, pageKey, parseCacheName, retiredCaches, strategyFor } from './strategy';

interface SwConfig {
  version: string;
  precache: string[];
}
interface ExtendableEvt extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvt extends ExtendableEvt {
  request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface MessageEvt extends ExtendableEvt {
  data: unknown;
  ports: readonly MessagePort[];
}
interface SwScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEvt) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEvt) => void): void;
  addEventListener(type: 'message', fn: (e: MessageEvt) => void): void;
}

// The service worker's global scope, typed by hand: this file is type-checked with the DOM library.
declare const self: SwScope & { __SW_CONFIG__?: SwConfig };
const scope = self;
const config: SwConfig = scope.__SW_CONFIG__ ?? { version: 'dev', precache: [] };
const names = cacheNames(config.version);
const origin = scope.location.origin;
const precached: ReadonlySet<string> = new Set(config.precache.map((u) => new URL(u, origin).pathname));

/** Pages caches of older versions kept for offline reading, newest first. */
async function olderPagesCaches(): Promise<string[]> {
  return (await caches.keys()).filter((k) => k !== names.pages && parseCacheName(k)?.kind === 'pages').reverse();
}

async function put(cacheName: string, key: string, response: Response): Promise<void> {
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
  if (cacheName !== names.pages) return;
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_CACHED_PAGES))) await cache.delete(old);
  // The page's new version replaces its copies of older builds; a build with no saved page left goes entirely.
  for (const name of await olderPagesCaches()) {
    const older = await caches.open(name);
    if (!(await older.delete(key))) continue;
    if ((await older.keys()).length) continue;
    const version = parseCacheName(name)!.version;
    await Promise.all((await caches.keys()).filter((k) => parseCacheName(k)?.version === version).map((k) => caches.delete(k)));
  }
}

/** Fetches a URL and stores it when the answer may be cached. */
async function fetchInto(cacheName: string, url: string): Promise<void> {
  try {
    const res = await fetch(url, { cache: 'reload', credentials: 'same-origin' });
    if (cacheable(res)) await put(cacheName, pageKey(url), res);
  } catch {
    // Offline or refused: it will be fetched again on the next visit.
  }
}

/** The saved copy of a page: this version's, else the newest older build's (read with that build's own chunks). */
async function cachedPage(request: Request): Promise<Response | undefined> {
  for (const name of [names.pages, ...(await olderPagesCaches())]) {
    const cache = await caches.open(name);
    const hit = (await cache.match(pageKey(request.url), { ignoreVary: true })) ?? (await cache.match(pageKey(request.url), { ignoreVary: true, ignoreSearch: true }));
    if (hit) return hit;
  }
  return undefined;
}

async function offline(request: Request): Promise<Response> {
  const seen = new Set<string>();
  const cached: SavedPage[] = [];
  for (const name of [names.pages, ...(await olderPagesCaches())]) {
    const cache = await caches.open(name);
    const keys = (await cache.keys()).filter((k) => new URL(k.url).origin === origin && !seen.has(k.url)).slice(-50);
    for (const k of keys) seen.add(k.url);
    const pages = await Promise.all(
      keys.map(async (k): Promise<SavedPage> => {
        const u = new URL(k.url);
        const saved = await cache.match(k, { ignoreVary: true });
        return { path: u.pathname + u.search, title: saved ? await titleOf(saved).catch(() => undefined) : undefined };
      }),
    );
    cached.push(...pages.reverse());
  }
  const url = new URL(request.url);
  return new Response(offlinePage({ requested: url.pathname + url.search, cached: cached.slice(0, 50) }), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

async function networkFirst(event: FetchEvt): Promise<Response> {
  const { request } = event;
  try {
    const res = await fetch(request);
    if (cacheable(res)) event.waitUntil(put(names.pages, pageKey(request.url), res.clone()));
    else if (res.status >= 500) return (await cachedPage(request)) ?? res;
    return res;
  } catch {
    return (await cachedPage(request)) ?? offline(request);
  }
}

async function cacheFirst(event: FetchEvt): Promise<Response> {
  const hit = await caches.match(event.request, { ignoreVary: true });
  if (hit) return hit;
  const res = await fetch(event.request);
  if (cacheable(res)) event.waitUntil(put(names.assets, pageKey(event.request.url), res.clone()));
  return res;
}

/** What a page read before the worker controlled it asks to keep: itself and its files. */
async function cacheVisit(page: unknown, urls: unknown): Promise<void> {
  const jobs: Promise<void>[] = [];
  if (typeof page === 'string' && strategyFor({ url: page, method: 'GET', mode: 'navigate' }, origin) === 'page') jobs.push(fetchInto(names.pages, page));
  for (const url of Array.isArray(urls) ? urls.slice(0, 100) : []) {
    if (typeof url !== 'string' || strategyFor({ url, method: 'GET', mode: 'no-cors' }, origin, precached) !== 'asset') continue;
    jobs.push(caches.match(url).then((hit) => (hit ? undefined : fetchInto(names.assets, url))));
  }
  await Promise.all(jobs);
}

scope.addEventListener('install', (event) => {
  event.waitUntil(Promise.all(config.precache.map((url) => fetchInto(names.shell, new URL(url, origin).href))));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      const holding = new Set<string>();
      for (const k of keys) {
        const parsed = parseCacheName(k);
        if (parsed?.kind === 'pages' && parsed.version !== config.version && (await (await caches.open(k)).keys()).length) holding.add(parsed.version);
      }
      await Promise.all(retiredCaches(keys, config.version, holding).map((k) => caches.delete(k)));
      await scope.clients.claim();
    })(),
  );
});

scope.addEventListener('message', (event) => {
  const data = (event.data ?? {}) as { type?: unknown; page?: unknown; urls?: unknown };
  const reply = (message: unknown) => event.ports[0]?.postMessage(message);
  if (data.type === 'SKIP_WAITING') void scope.skipWaiting();
  else if (data.type === 'GET_VERSION') reply({ version: config.version });
  else if (data.type === 'CACHE_VISIT') event.waitUntil(cacheVisit(data.page, data.urls).then(() => reply({ done: true })));
});

scope.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, origin, precached);
  if (strategy === 'page') event.respondWith(networkFirst(event));
  else if (strategy === 'asset') event.respondWith(cacheFirst(event));
});
