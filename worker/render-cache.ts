/**
 * The render cache: rendered HTML per variant (worker/page.ts names it),
 * kept in the isolate's memory (worker/memory-cache.ts) in front of the
 * Cache API. A hit is answered here, before any KV read or render (a 304
 * when the reader revalidates, worker/etag.ts); a miss goes on down the
 * chain and its 200 is copied into both caches after the reader's stream.
 * Development and `X-Bypass-Cache: 1` (when ALLOW_CACHE_BYPASS is set)
 * neither read nor write it.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isRevalidating, notModified } from './etag';
import { RENDERED, gunzipStream, gzipStream } from './memory-cache';
import { prefersGzip } from './negotiation';
import type { PageEnv } from './page';
import { DEV_MODE } from './site';
import { readVars } from './vars';

/** Keeps a rendered page in the isolate's memory as its gzip bytes (compressed as the bytes stream by, never one string). */
async function remember(key: string, body: ReadableStream<Uint8Array>): Promise<void> {
  RENDERED.set(key, { gzip: await gzipStream(body) });
}

/**
 * The reader's own Accept-Encoding. Cloudflare (and Miniflare after it)
 * hands the Worker `Accept-Encoding: br, gzip` whatever the client sent,
 * and keeps the client's header in `request.cf.clientAcceptEncoding`:
 * judged by the rewritten header, a browser that prefers gzip would get the
 * stored bytes decompressed here only to be compressed again at the edge.
 */
export function clientAcceptEncoding(c: Context<PageEnv>): string | undefined {
  const cf = c.req.raw.cf as { clientAcceptEncoding?: unknown } | undefined;
  return typeof cf?.clientAcceptEncoding === 'string' ? cf.clientAcceptEncoding : c.req.header('accept-encoding');
}

function bypasses(c: Context<PageEnv>): boolean {
  return DEV_MODE || (c.req.header('x-bypass-cache') === '1' && readVars(c.env).ALLOW_CACHE_BYPASS);
}

export const renderCache = createMiddleware<PageEnv>(async (c, next) => {
  const { key, okHeaders } = c.var.variant;
  // workerd always has the default cache; a runtime without the Cache API renders every time.
  const cache = typeof caches === 'undefined' ? undefined : caches.default;
  // Made on first use: a page from the isolate's memory needs no cache key.
  let request: Request | undefined;
  const cacheKey = () => (request ??= new Request(`https://render-cache.internal/${encodeURIComponent(key)}`));
  const bypass = bypasses(c);
  if (!bypass) {
    const memo = RENDERED.get(key);
    if (memo !== undefined) {
      if (isRevalidating(c)) return notModified(c);
      // Stored gzip bytes go out as they are when the client prefers gzip: no compression per request.
      if (c.req.method === 'GET' && prefersGzip(clientAcceptEncoding(c))) {
        return new Response(memo.gzip, { headers: { ...okHeaders, 'Content-Encoding': 'gzip', 'X-Render': 'cache' }, encodeBody: 'manual' });
      }
      return new Response(gunzipStream(memo.gzip), { headers: { ...okHeaders, 'X-Render': 'cache' } });
    }
    const hit = cache && (await cache.match(cacheKey()).catch(() => undefined));
    if (hit?.body) {
      if (isRevalidating(c)) return notModified(c);
      const [toReader, toMemory] = hit.body.tee();
      c.executionCtx.waitUntil(remember(key, toMemory).catch(() => undefined));
      return new Response(toReader, { status: hit.status, headers: { ...okHeaders, 'X-Render': 'cache' } });
    }
  }

  await next();

  // Only a fresh render is stored: never an error page, a 304 or a HEAD's headers.
  const res = c.res;
  if (bypass || c.req.method === 'HEAD' || res.status !== 200 || res.headers.get('X-Render') !== 'miss' || !res.body) return;
  // The reader, the isolate's memory (as gzip) and the Cache API each get the bytes as they stream: the page never becomes one string.
  const [toReader, toStores] = res.body.tee();
  const [toMemory, toCache] = toStores.tee();
  c.executionCtx.waitUntil(
    Promise.all([
      remember(key, toMemory),
      cache ? cache.put(cacheKey(), new Response(toCache, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=31536000' } })) : toCache.cancel(),
    ]).catch(() => undefined),
  );
  c.res = new Response(toReader, res);
});
