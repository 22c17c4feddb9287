/**
 * The Hono worker: normalise the path, detect bots, read preference
 * cookies, load the page record from KV and stream the React document.
 * Every failure ends in a page a reader can use: 400/404/414 for bad
 * addresses, 503 with a retry when KV fails, never a stack trace.
 */
import { Hono, type Context } from 'hono';
import { isbot } from 'isbot';
import type { Locale } from '../lib/constants';
import { readPreferences, type Preferences } from '../lib/preferences';
import { route } from '../lib/routing';
import { HTML_CACHE_CONTROL, htmlHeaders, shortHash } from './headers';
import { renderPage, type RenderEnv } from './render';
import { CONTENT_VERSION, DEV_MODE, KV_PREFIX } from './site';
import { StoreUnavailable, getPage, getTab } from './store';
import { extraRoutes } from './routes';
import { serveMarkdown } from './markdown';
import { servePlayground } from './playground';
import { siteOrigin } from './seo';

type AppEnv = { Bindings: Env & { MUI_X_LICENSE_KEY?: string }; Variables: Record<string, never> };

const app = new Hono<AppEnv>();

function renderEnv(env: AppEnv['Bindings']): RenderEnv {
  return {
    SOURCE_URL: env.SOURCE_URL ?? '',
    PRODUCTION_HOST: env.PRODUCTION_HOST ?? 'mui.com',
    AD_SCRIPT_URL: env.AD_SCRIPT_URL ?? '',
    AD_SERVICE_URL: env.AD_SERVICE_URL ?? '',
    AD_PLACEMENT: env.AD_PLACEMENT ?? '',
    GA_MEASUREMENT_ID: env.GA_MEASUREMENT_ID ?? '',
    MUI_X_LICENSE_KEY: env.MUI_X_LICENSE_KEY,
    hosts: { v7: env.VERSION_HOST_V7, v6: env.VERSION_HOST_V6, v5: env.VERSION_HOST_V5, v4: env.VERSION_HOST_V4 },
  };
}

function plainError(status: 400 | 404 | 405 | 414, message: string): Response {
  // Fixed text only: nothing from the request is reflected.
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${status}</title></head><body><h1>${status}</h1><p>${message}</p><p><a href="/x/introduction">MUI X documentation</a></p></body></html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store', 'Referrer-Policy': 'strict-origin-when-cross-origin' },
  });
}

interface PageRequest {
  locale: Locale;
  path: string;
  contentPath: string;
  tab?: 'components-api' | 'hooks-api';
}

async function servePage(c: Context<AppEnv>, req: PageRequest): Promise<Response> {
  const bot = isbot(c.req.header('user-agent') ?? '');
  const prefs: Preferences = readPreferences(c.req.header('cookie'));
  // The HTML holds absolute URLs on SITE_URL: a new origin is a new variant.
  const origin = siteOrigin(c.env);
  const variantKey = `${CONTENT_VERSION}|${origin}|${req.locale}|${req.path}|${req.tab ?? ''}|${prefs.codeVariant}|${prefs.codeStyling}|${prefs.packageManager}|${bot ? 1 : 0}`;
  const etag = `W/"${shortHash(variantKey)}"`;
  const headers = await htmlHeaders(c.env);
  const common = { ...headers, ...(DEV_MODE ? {} : { ETag: etag }), 'Cache-Control': HTML_CACHE_CONTROL, Vary: 'Cookie, User-Agent, Accept' };
  if (!DEV_MODE && c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': HTML_CACHE_CONTROL, Vary: 'Cookie, User-Agent, Accept' } });

  // workerd always has the default cache; a runtime without the Cache API renders every time.
  const cache = typeof caches === 'undefined' ? undefined : caches.default;
  const cacheKey = new Request(`https://render-cache.internal/${encodeURIComponent(variantKey)}`);
  const bypass = DEV_MODE || (c.req.header('x-bypass-cache') === '1' && c.env.ALLOW_CACHE_BYPASS === 'true');
  if (cache && !bypass) {
    const hit = await cache.match(cacheKey).catch(() => undefined);
    if (hit) {
      const out = new Response(hit.body, { status: hit.status, headers: { ...common, 'X-Render': 'cache' } });
      return out;
    }
  }

  const env = renderEnv(c.env);
  let record;
  try {
    record = await getPage(c.env.PAGES, KV_PREFIX, req.locale, req.contentPath);
    if (!record && req.locale !== 'en') {
      // Pages with one English record (the API reference) are shown with a notice.
      const en = await getPage(c.env.PAGES, KV_PREFIX, 'en', req.contentPath);
      record = en && { ...en, locale: req.locale, untranslated: true };
    }
  } catch (e) {
    if (!(e instanceof StoreUnavailable)) throw e;
    console.error(e.message);
    const stream = await renderPage({ locale: req.locale, path: req.path, status: 503, prefs, bot, env, origin });
    return new Response(stream, { status: 503, headers: { ...headers, 'Cache-Control': 'no-store', 'Retry-After': '5' } });
  }
  let tabContent;
  try {
    tabContent = record && req.tab && record.tabs?.includes(req.tab) ? await getTab(c.env.PAGES, KV_PREFIX, req.contentPath, req.tab) : undefined;
  } catch (e) {
    if (!(e instanceof StoreUnavailable)) throw e;
    const stream = await renderPage({ locale: req.locale, path: req.path, status: 503, prefs, bot, env, origin });
    return new Response(stream, { status: 503, headers: { ...headers, 'Cache-Control': 'no-store', 'Retry-After': '5' } });
  }
  if (!record || (req.tab && !tabContent)) {
    const stream = await renderPage({ locale: req.locale, path: req.path, status: 404, prefs, bot, env, origin });
    return new Response(stream, { status: 404, headers: { ...headers, 'Cache-Control': 'no-store' } });
  }
  const page = tabContent ? { ...record, toc: tabContent.toc } : record;
  const stream = await renderPage({ locale: req.locale, path: req.path, tab: req.tab, record: page, bodyHtml: tabContent?.html, status: 200, prefs, bot, env, origin });
  if (!cache || bypass || c.req.method === 'HEAD') return new Response(stream, { headers: { ...common, 'X-Render': 'miss' } });
  const [toReader, toCache] = stream.tee();
  c.executionCtx.waitUntil(cache.put(cacheKey, new Response(toCache, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=31536000' } })).catch(() => undefined));
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

app.route('/', extraRoutes);

app.on(['GET', 'HEAD'], '*', async (c) => {
  const url = new URL(c.req.url);
  const r = route(url.pathname, url.search);
  switch (r.kind) {
    case 'error':
      return plainError(r.status, r.status === 404 ? 'There is no page at this address.' : r.status === 414 ? 'This address is too long.' : 'This address cannot be read.');
    case 'redirect':
      return new Response(null, { status: r.status, headers: { Location: r.location, 'Cache-Control': 'public, max-age=3600' } });
    case 'playground':
      return servePlayground(c.env, r.locale, r.demoId);
    case 'page':
      if (r.markdown || prefersMarkdown(c.req.header('accept'))) return serveMarkdown(c.env, r.locale, r.contentPath, r.tab);
      return servePage(c, r);
  }
});

app.all('*', () => plainError(405, 'Only GET and HEAD are supported here.'));

app.onError((err) => {
  console.error('unhandled', err);
  return new Response('<!doctype html><title>Error</title><h1>Something went wrong</h1><p>Please retry.</p>', {
    status: 500,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
});

export default app;
