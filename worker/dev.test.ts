/**
 * The dev worker's routes (worker/dev.ts, mounted under `npm start` only),
 * inside workerd with local KV: the reload poll's state and the quick demo
 * chunks that scripts/start.ts writes after a demo edit.
 */
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DEV_CHUNK_PREFIX } from '../lib/dev-chunks';
import { DEV_STATE_KEY } from '../lib/page-record';
import { devRoutes } from './dev';

// What answers after the dev routes: the static assets and the page chain in the real worker.
const app = new Hono<{ Bindings: Env }>().route('/', devRoutes).all('*', (c) => c.text('fell through', 404));
const get = (path: string) => app.request(path, {}, env);

describe('dev routes', () => {
  it('serves a quick demo chunk from KV, never cached', async () => {
    const js = 'import{liveScope as s}from"./old-chunk.js";export default function Demo(){return null}';
    await env.PAGES.put(`${DEV_CHUNK_PREFIX}react-data-grid-sorting-SortingOrderGrid-system-0123456789.js`, js);
    const res = await get('/build/demos/react-data-grid-sorting-SortingOrderGrid-system-0123456789.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe(js);
  });

  it('leaves a chunk KV does not hold, and names that are not chunk files, to what follows', async () => {
    await env.PAGES.put(`${DEV_CHUNK_PREFIX}.hidden.js`, 'x');
    await env.PAGES.put(`${DEV_CHUNK_PREFIX}styles.css`, 'x');
    for (const path of ['/build/demos/missing-0123456789.js', '/build/demos/.hidden.js', '/build/demos/styles.css', '/build/demos/..%2F..%2Fdev%3A__state.js', '/build/demos/a%00.js']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe('fell through');
    }
  });

  it('answers the reload poll with the published state, and a safe default for a torn write', async () => {
    await env.PAGES.put(DEV_STATE_KEY, JSON.stringify({ version: 7, error: 'content/pages/x/index.md:3: broken link' }));
    const res = await get('/__dev/state');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ version: 7, error: 'content/pages/x/index.md:3: broken link' });
    await env.PAGES.put(DEV_STATE_KEY, '{"version":');
    expect(await (await get('/__dev/state')).json()).toEqual({ version: 0 });
  });
});
