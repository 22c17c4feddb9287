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
import { RENDERED, gzip, prefersGzip } from './memory-cache';
import type { PageEnv } from './page';
import { DEV_MODE } from './site';
import { readVars } from './vars';

/** Keeps a rendered page in the isolate's memory, with its gzip bytes. */
async function remember(key: string, html: string): Promise<void> {
  RENDERED.set(key, { html, gzip: await gzip(html).catch(() => undefined) });
}

function bypasses(c: Context<PageEnv>): boolean {
  return DEV_MODE || (c.req.header('x-bypass-cache') === '1' && readVars(c.env).ALLOW_CACHE_BYPASS);
}

export const renderCache = createMiddleware<PageEnv>(async (c, next) => {
  const { key, okHeaders } = c.var.variant;
  // workerd always has the default cache; a runtime without the Cache API renders every time.
  const cache = typeof caches === 'undefined' ? undefined : caches.default;
  const cacheKey = new Request(`https://render-cache.internal/${encodeURIComponent(key)}`);
  const bypass = bypasses(c);
  if (!bypass) {
    const memo = RENDERED.get(key);
    if (memo !== undefined) {
      if (isRevalidating(c)) return notModified(c);
      // Stored gzip bytes go out as they are when the client prefers gzip: no compression per request.
      if (memo.gzip && c.req.method === 'GET' && prefersGzip(c.req.header('accept-encoding'))) {
        return new Response(memo.gzip, { headers: { ...okHeaders, 'Content-Encoding': 'gzip', 'X-Render': 'cache' }, encodeBody: 'manual' });
      }
      return new Response(memo.html, { headers: { ...okHeaders, 'X-Render': 'cache' } });
    }
    const hit = cache && (await cache.match(cacheKey).catch(() => undefined));
    if (hit) {
      if (isRevalidating(c)) return notModified(c);
      const text = await hit.text();
      c.executionCtx.waitUntil(remember(key, text));
      return new Response(text, { status: hit.status, headers: { ...okHeaders, 'X-Render': 'cache' } });
    }
  }

  await next();

  // Only a fresh render is stored: never an error page, a 304 or a HEAD's headers.
  const res = c.res;
  if (bypass || c.req.method === 'HEAD' || res.status !== 200 || res.headers.get('X-Render') !== 'miss' || !res.body) return;
  const [toReader, toCache] = res.body.tee();
  c.executionCtx.waitUntil(
    new Response(toCache)
      .text()
      .then(async (html) => {
        await remember(key, html);
        return cache?.put(cacheKey, new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=31536000' } }));
      })
      .catch(() => undefined),
  );
  c.res = new Response(toReader, res);
});
