/**
 * The Hono worker: normalise the path, detect bots, read preference
 * cookies, load the page record from KV and stream the React document.
 * Every failure ends in a page a reader can use: 400/404/414 for bad
 * addresses, 500 for a record that fails validation, 503 with a retry when
 * KV fails or is too slow, never a stack trace. Error bodies come from
 * worker/errors.ts; the middleware below adds the security headers to
 * every response.
 */
import { Hono, type Context } from 'hono';
import { isbot } from 'isbot';
import type { Locale } from '../lib/constants';
import { readPreferences, type Preferences } from '../lib/preferences';
import { route } from '../lib/routing';
import { pageKey, tabKey } from '../lib/page-record';
import { errorFor, shellErrorPage } from './errors';
import { HTML_CACHE_CONTROL, htmlHeaders, shortHash, withSecurityHeaders } from './headers';
import { renderPage, type RenderEnv } from './render';
import { BUILD_ID, CONTENT_VERSION, DEV_MODE, KV_PREFIX } from './site';
import { RecordInvalid, StoreUnavailable, getPage, getTab, keyFits, reportInvalid } from './store';
import { readVars, type Vars } from './vars';
import { extraRoutes } from './routes';
import { serveMarkdown } from './markdown';
import { servePlayground } from './playground';
import { RENDERED, gunzipStream, gzipStream, prefersGzip } from './memory-cache';

type AppEnv = { Bindings: Env & { MUI_X_LICENSE_KEY?: string }; Variables: Record<string, never> };

const app = new Hono<AppEnv>();

function renderEnv(vars: Vars, licenseKey: string | undefined): RenderEnv {
  return {
    SOURCE_URL: vars.SOURCE_URL,
    PRODUCTION_HOST: vars.PRODUCTION_HOST,
    AD_SCRIPT_URL: vars.AD_SCRIPT_URL,
    AD_SERVICE_URL: vars.AD_SERVICE_URL,
    AD_PLACEMENT: vars.AD_PLACEMENT,
    GA_MEASUREMENT_ID: vars.GA_MEASUREMENT_ID,
    MUI_X_LICENSE_KEY: licenseKey,
    hosts: vars.hosts,
  };
}

interface PageRequest {
  locale: Locale;
  path: string;
  contentPath: string;
  tab?: 'components-api' | 'hooks-api';
}

const renderEnvKeys = new WeakMap<object, string>();

/** A hash of every var (and the licence key) a rendered page writes, once per env object. */
function renderEnvKey(bindings: object, env: RenderEnv, origin: string): string {
  let key = renderEnvKeys.get(bindings);
  if (key === undefined) {
    key = shortHash(JSON.stringify([origin, env]));
    renderEnvKeys.set(bindings, key);
  }
  return key;
}

/**
 * The identity of a rendered page: everything its HTML depends on and
 * nothing else. The worker build (asset names, inline scripts and their
 * CSP hashes, render code), the content version, the vars it writes
 * (SITE_URL origin, ad and analytics ids, version hosts, licence key),
 * locale, path and tab, the three preference cookies (parsed: unknown
 * values are the defaults) and bot or not. Nothing a reader can forge
 * beyond their own variant: never Host, Forwarded, X-Forwarded-* or the
 * request URL's host. It keys the rendered-HTML cache and is the ETag.
 */
function variantKey(parts: { envKey: string; locale: Locale; path: string; tab?: string; prefs: Preferences; bot: boolean }): string {
  const { prefs } = parts;
  return [BUILD_ID, CONTENT_VERSION, parts.envKey, parts.locale, parts.path, parts.tab ?? '', prefs.codeVariant, prefs.codeStyling, prefs.packageManager, parts.bot ? 1 : 0].join('|');
}

/** Keeps a rendered page in the isolate's memory as its gzip bytes (compressed as the bytes stream by, never one string). */
async function remember(key: string, body: ReadableStream<Uint8Array>): Promise<void> {
  RENDERED.set(key, { gzip: await gzipStream(body) });
}

async function servePage(c: Context<AppEnv>, req: PageRequest): Promise<Response> {
  const vars = readVars(c.env);
  const bot = isbot(c.req.header('user-agent') ?? '');
  const prefs: Preferences = readPreferences(c.req.header('cookie'));
  // The HTML holds absolute URLs on SITE_URL: a new origin is a new variant.
  const origin = vars.SITE_URL;
  const env = renderEnv(vars, c.env.MUI_X_LICENSE_KEY);
  const variant = variantKey({ envKey: renderEnvKey(c.env, env, origin), locale: req.locale, path: req.path, tab: req.tab, prefs, bot });
  const etag = `W/"${shortHash(variant)}"`;
  const headers = await htmlHeaders(vars);
  const common = { ...headers, ...(DEV_MODE ? {} : { ETag: etag }), 'Cache-Control': HTML_CACHE_CONTROL, Vary: 'Cookie, User-Agent, Accept' };
  // A 304 only for a page that exists: answered from a cached render or after the record was read, never for a 404.
  const revalidating = !DEV_MODE && c.req.header('if-none-match') === etag;
  const notModified = () => new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': HTML_CACHE_CONTROL, Vary: 'Cookie, User-Agent, Accept' } });

  // workerd always has the default cache; a runtime without the Cache API renders every time.
  const cache = typeof caches === 'undefined' ? undefined : caches.default;
  // Made on first use: a page from the isolate's memory needs no cache key.
  let key: Request | undefined;
  const cacheKey = () => (key ??= new Request(`https://render-cache.internal/${encodeURIComponent(variant)}`));
  const bypass = DEV_MODE || (c.req.header('x-bypass-cache') === '1' && vars.ALLOW_CACHE_BYPASS);
  if (!bypass) {
    // The isolate's memory first, then the Cache API (worker/memory-cache.ts).
    const memo = RENDERED.get(variant);
    if (memo !== undefined) {
      if (revalidating) return notModified();
      // Stored gzip bytes go out as they are when the client prefers gzip: no compression per request.
      if (c.req.method === 'GET' && prefersGzip(c.req.header('accept-encoding'))) {
        return new Response(memo.gzip, { headers: { ...common, 'Content-Encoding': 'gzip', 'X-Render': 'cache' }, encodeBody: 'manual' });
      }
      return new Response(gunzipStream(memo.gzip), { headers: { ...common, 'X-Render': 'cache' } });
    }
    const hit = cache && (await cache.match(cacheKey()).catch(() => undefined));
    if (hit?.body) {
      if (revalidating) return notModified();
      const [toReader, toMemory] = hit.body.tee();
      c.executionCtx.waitUntil(remember(variant, toMemory).catch(() => undefined));
      return new Response(toReader, { status: hit.status, headers: { ...common, 'X-Render': 'cache' } });
    }
  }

  const shell = { locale: req.locale, path: req.path, prefs, bot, env, origin };
  let record;
  let tabContent;
  try {
    record = await getPage(c.env.PAGES, KV_PREFIX, req.locale, req.contentPath);
    if (!record && req.locale !== 'en') {
      // Pages with one English record (the API reference) are shown with a notice.
      const en = await getPage(c.env.PAGES, KV_PREFIX, 'en', req.contentPath);
      record = en && { ...en, locale: req.locale, untranslated: true };
    }
    tabContent = record && req.tab && record.tabs?.includes(req.tab) ? await getTab(c.env.PAGES, KV_PREFIX, req.contentPath, req.tab) : undefined;
  } catch (e) {
    if (e instanceof StoreUnavailable) {
      console.error(e.message);
      return shellErrorPage(503, shell, headers);
    }
    if (e instanceof RecordInvalid) {
      reportInvalid(e);
      return shellErrorPage(500, shell, headers);
    }
    throw e;
  }
  if (!record || (req.tab && !tabContent)) return shellErrorPage(404, shell, headers);
  if (revalidating) return notModified();
  const page = tabContent ? { ...record, toc: tabContent.toc } : record;
  let stream;
  try {
    stream = await renderPage({ ...shell, tab: req.tab, record: page, bodyHtml: tabContent?.html, status: 200 });
  } catch (e) {
    console.error(`render failed for ${req.locale}:${req.contentPath}`, e instanceof Error ? e.message : e);
    return shellErrorPage(500, shell, headers);
  }
  if (bypass || c.req.method === 'HEAD') return new Response(stream, { headers: { ...common, 'X-Render': 'miss' } });
  // The reader, the isolate's memory (as gzip) and the Cache API each get the bytes as they stream: the page never becomes one string.
  const [toReader, toStores] = stream.tee();
  const [toMemory, toCache] = toStores.tee();
  c.executionCtx.waitUntil(
    Promise.all([
      remember(variant, toMemory),
      cache ? cache.put(cacheKey(), new Response(toCache, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=31536000' } })) : toCache.cancel(),
    ]).catch(() => undefined),
  );
  return new Response(toReader, { headers: { ...common, 'X-Render': 'miss' } });
}

/** True when the Accept header ranks text/markdown above text/html. */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const q = (type: string) => {
    for (const part of accept.split(',')) {
      const [t, ...params] = part.trim().split(';');
      if (t?.trim().toLowerCase() !== type) continue;
      const qp = params.find((p) => p.trim().startsWith('q='));
      const v = qp ? Number(qp.trim().slice(2)) : 1;
      return Number.isFinite(v) ? v : 0;
    }
    return -1;
  };
  const md = q('text/markdown');
  return md > 0 && md > q('text/html');
}

// Security headers on every response, errors included (worker/headers.ts).
app.use('*', async (c, next) => {
  await next();
  const url = new URL(c.req.url);
  const out = withSecurityHeaders(c.res, { hsts: url.host.toLowerCase() === readVars(c.env).PRODUCTION_HOST });
  if (out !== c.res) c.res = out;
});

app.route('/', extraRoutes);

app.on(['GET', 'HEAD'], '*', async (c) => {
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
      // A path whose KV key would be over KV's limit cannot name a record: answered before any read.
      if (!keyFits(r.tab ? tabKey(KV_PREFIX, r.contentPath, r.tab) : pageKey(KV_PREFIX, r.locale, r.contentPath))) return errorFor(url.pathname, 414);
      if (r.markdown || prefersMarkdown(c.req.header('accept'))) return serveMarkdown(c.env, r.locale, r.contentPath, r.tab);
      return servePage(c, r);
  }
});

app.all('*', (c) => errorFor(new URL(c.req.url).pathname, 405, { message: 'Only GET and HEAD are supported here.' }));

app.onError((err, c) => {
  // Logged for the operator; the reader gets fixed text in the route's own format.
  console.error('unhandled', err);
  return errorFor(new URL(c.req.url).pathname, 500);
});

export default app;
