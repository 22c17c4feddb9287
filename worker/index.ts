/**
 * The Hono worker: the security headers on every response, the feature
 * routes, then the path decision (lib/routing.ts) and, for a docs page, the
 * page chain of worker/page.ts with the render cache and conditional GET
 * middleware between its steps. Every failure ends in a page a reader can
 * use: 400/404/414 for bad addresses, 500 for a record that fails
 * validation, 503 with a retry when KV fails or is too slow, never a stack
 * trace. Error bodies come from worker/errors.ts.
 */
import { Hono } from 'hono';
import { route } from '../lib/routing';
import { bodyKey, pageKey, tabKey } from '../lib/page-record';
import { errorFor } from './errors';
import { conditionalGet } from './etag';
import { withSecurityHeaders } from './headers';
import { serveMarkdown } from './markdown';
import { prefersMarkdown } from './negotiation';
import { loadPage, pageVariant, renderLoadedPage, type PageEnv } from './page';
import { servePlayground } from './playground';
import { renderCache } from './render-cache';
import { featureRoutes } from './routes';
import { KV_PREFIX } from './site';
import { keyFits } from './store';
import { readVars } from './vars';
import { log, withLogRoute } from './log';
import { warmSearchAfter } from './search/warm';
import { loadAtStart } from './search/load';

// A production worker parses its English search index and runs one query as the isolate starts, so that an
// isolate whose first request is a search finds the engine loaded (worker/search/load.ts).
loadAtStart();

const app = new Hono<PageEnv>();

// Every log line of the request names its path (worker/log.ts).
app.use('*', (c, next) => withLogRoute(new URL(c.req.url).pathname, next));

// Security headers on every response, errors included (worker/headers.ts).
app.use('*', async (c, next) => {
  await next();
  const url = new URL(c.req.url);
  const out = withSecurityHeaders(c.res, { hsts: url.host.toLowerCase() === readVars(c.env).PRODUCTION_HOST });
  if (out !== c.res) c.res = out;
});

// After an isolate's first reader request that is not a search, the search engine is warmed (worker/search/warm.ts).
app.use('*', async (c, next) => {
  await next();
  warmSearchAfter(c.req.raw, c.env.PAGES, () => c.executionCtx);
});

app.route('/', featureRoutes);

// Every GET and HEAD not taken above: bad addresses, redirects, the playground, markdown; docs pages go on.
app.on(['GET', 'HEAD'], '*', async (c, next) => {
  const url = new URL(c.req.url);
  const r = route(url.pathname, url.search);
  switch (r.kind) {
    case 'error':
      return errorFor(url.pathname, r.status);
    case 'redirect':
      return new Response(null, { status: r.status, headers: { Location: r.location, 'Cache-Control': 'public, max-age=3600' } });
    case 'playground':
      return servePlayground(c.env, r.locale, r.demoId);
    case 'page':
      // A path whose KV keys would be over KV's limit cannot name a record: answered before any read. The body's key
      // (the record's key and `#html`) is the longest a page reads.
      if (!keyFits(r.tab ? tabKey(KV_PREFIX, r.contentPath, r.tab) : bodyKey(pageKey(KV_PREFIX, r.locale, r.contentPath)))) return errorFor(url.pathname, 414);
      if (r.markdown || prefersMarkdown(c)) return serveMarkdown(c.env, r.locale, r.contentPath, r.tab);
      c.set('page', { locale: r.locale, path: r.path, contentPath: r.contentPath, tab: r.tab });
      await next();
  }
});

// A docs page: its variant, the render cache, the KV read, a 304 if the reader has it, the render.
app.on(['GET', 'HEAD'], '*', pageVariant, renderCache, loadPage, conditionalGet, renderLoadedPage);

app.all('*', (c) => errorFor(new URL(c.req.url).pathname, 405, { message: 'Only GET and HEAD are supported here.' }));

app.onError((err, c) => {
  // Logged for the operator; the reader gets fixed text in the route's own format.
  log('error', 'unhandled', err.stack ?? err.message);
  return errorFor(new URL(c.req.url).pathname, 500);
});

export default app;
