/**
 * The render cache and conditional GET middleware on their own: a small
 * Hono app with the page chain's shape (variant, cache, load, 304, render)
 * whose load and render steps count their calls, run inside workerd with
 * the real Cache API.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { conditionalGet } from './etag';
import type { PageEnv } from './page';
import { renderCache } from './render-cache';

function chain(status = 200) {
  const counts = { loads: 0, renders: 0 };
  const key = `render-cache-test|${crypto.randomUUID()}`;
  const etag = `W/"${key.slice(-8)}"`;
  const app = new Hono<PageEnv>();
  app.on(
    ['GET', 'HEAD'],
    '*',
    async (c, next) => {
      const okHeaders = { ETag: etag, 'Content-Type': 'text/html; charset=utf-8' };
      c.set('variant', { key, etag, htmlHeaders: {}, okHeaders, shell: {} as PageEnv['Variables']['variant']['shell'] });
      await next();
    },
    renderCache,
    async (_c, next) => {
      counts.loads++;
      await next();
    },
    conditionalGet,
    (c) => {
      counts.renders++;
      return new Response(`<h1>render ${counts.renders}</h1>`, { status, headers: { ...c.var.variant.okHeaders, 'X-Render': 'miss' } });
    },
  );
  const call = async (init: RequestInit = {}, bindings: Record<string, unknown> = {}) => {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request('http://127.0.0.1/x/page', init), { ...env, ...bindings }, ctx);
    const body = await res.text();
    await waitOnExecutionContext(ctx);
    return { status: res.status, render: res.headers.get('x-render'), etag: res.headers.get('etag'), body };
  };
  return { counts, key, etag, call };
}

describe('render cache middleware', () => {
  it('stores a fresh render and answers the repeat from memory, with no load or render', async () => {
    const { counts, call } = chain();
    expect(await call()).toMatchObject({ status: 200, render: 'miss', body: '<h1>render 1</h1>' });
    expect(await call()).toMatchObject({ status: 200, render: 'cache', body: '<h1>render 1</h1>' });
    expect(counts).toEqual({ loads: 1, renders: 1 });
  });

  it('answers from the Cache API when the isolate has no copy', async () => {
    const { counts, key, call } = chain();
    await caches.default.put(
      new Request(`https://render-cache.internal/${encodeURIComponent(key)}`),
      new Response('<h1>from the Cache API</h1>', { headers: { 'Cache-Control': 'public, max-age=600' } }),
    );
    expect(await call()).toMatchObject({ status: 200, render: 'cache', body: '<h1>from the Cache API</h1>' });
    expect(counts).toEqual({ loads: 0, renders: 0 });
  });

  it('answers a revalidation with 304: from the cache with no load, otherwise after the load and before the render', async () => {
    const { counts, etag, call } = chain();
    const revalidate = { headers: { 'If-None-Match': etag } };
    expect(await call(revalidate)).toMatchObject({ status: 304, etag, body: '' });
    expect(counts).toEqual({ loads: 1, renders: 0 });
    await call();
    expect(await call(revalidate)).toMatchObject({ status: 304, etag, body: '' });
    expect(counts).toEqual({ loads: 2, renders: 1 });
    // Another ETag is not this variant's: the cached HTML.
    expect(await call({ headers: { 'If-None-Match': 'W/"other"' } })).toMatchObject({ status: 200, render: 'cache' });
  });

  it('never stores an error page', async () => {
    const { counts, call } = chain(404);
    expect((await call()).status).toBe(404);
    expect((await call()).status).toBe(404);
    expect(counts.renders).toBe(2);
  });

  it('never stores the answer to a HEAD', async () => {
    const { counts, call } = chain();
    expect(await call({ method: 'HEAD' })).toMatchObject({ status: 200, render: 'miss' });
    expect(await call()).toMatchObject({ status: 200, render: 'miss' });
    expect(counts.renders).toBe(2);
  });

  it('neither reads nor writes with X-Bypass-Cache when bypass is allowed, and ignores it otherwise', async () => {
    const { counts, call } = chain();
    const bypass = { headers: { 'X-Bypass-Cache': '1' } };
    expect(await call(bypass, { ALLOW_CACHE_BYPASS: 'true' })).toMatchObject({ render: 'miss', body: '<h1>render 1</h1>' });
    expect(await call(bypass, { ALLOW_CACHE_BYPASS: 'true' })).toMatchObject({ render: 'miss', body: '<h1>render 2</h1>' });
    expect(await call()).toMatchObject({ render: 'miss', body: '<h1>render 3</h1>' });
    expect(await call(bypass, { ALLOW_CACHE_BYPASS: 'false' })).toMatchObject({ render: 'cache', body: '<h1>render 3</h1>' });
    expect(counts.renders).toBe(3);
  });
});
