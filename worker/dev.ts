/**
 * `npm start` only (the build's stable `dev` key prefix): the authoring
 * loop. `scripts/start.ts` writes `dev:__state` ({ version, error }) into
 * local KV after each rebuild (`locales`: the version at which each locale's
 * pages last changed); the page polls it through `/__dev/state` and
 * swaps in the changed prose (or reloads) when its locale's content changed, or shows the build error over
 * the page (the server keeps serving the last good build). Never mounted in
 * a production build.
 */
import { Hono } from 'hono';
import { DEV_CHUNK_FILE, DEV_CHUNK_PREFIX } from '../lib/dev-chunks';
import { DEV_STATE_KEY } from '../lib/page-record';
import { KV_POLICY, withBudget } from './binding-budget';
import devReload from './generated/dev-reload.json';

type Bindings = { Bindings: Env };

export const devRoutes = new Hono<Bindings>();

devRoutes.get('/__dev/state', async (c) => {
  const raw = await withBudget(() => c.env.PAGES.get(DEV_STATE_KEY), KV_POLICY).catch(() => null);
  let state: unknown = { version: 0 };
  try {
    if (raw) state = JSON.parse(raw);
  } catch {
    // A torn write: the next poll reads it whole.
  }
  return c.json(state, 200, { 'Cache-Control': 'no-store' });
});

devRoutes.get('/__dev/reload.js', (c) => c.body(devReload.code, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }));

// A demo chunk bundled on its own after a demo edit (scripts/demos/quick-chunk.ts): the static
// assets list their files when the worker starts, so a new chunk is served from KV until the full
// client build writes it and reloads the worker (which then answers it from the assets first).
devRoutes.get('/build/demos/:file', async (c, next) => {
  const file = c.req.param('file');
  const js = DEV_CHUNK_FILE.test(file) ? await c.env.PAGES.get(DEV_CHUNK_PREFIX + file).catch(() => null) : null;
  if (js === null) return next();
  return c.body(js, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
});
