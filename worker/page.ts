/**
 * The docs page route as a chain of Hono handlers. `pageVariant` names the
 * variant a request asks for (the render cache's key and the ETag),
 * `loadPage` reads the record from KV and `renderLoadedPage` answers the
 * document. worker/index.ts puts the render cache (worker/render-cache.ts)
 * before the KV read and the conditional GET (worker/etag.ts) between the
 * read and the render, so neither a cached page nor a revalidated one costs
 * a render.
 */
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { isbot } from 'isbot';
import type { Locale } from '../lib/constants';
import { localizeLinkBytes, localizeLinks } from '../lib/localize-links';
import { type ApiTabName, type StoredPageRecord } from '../lib/page-record';
import { parseCookies, preferencesFrom, type Preferences } from '../lib/preferences';
import { SITE_CSS_COOKIE, siteCssHash } from '../lib/site-css';
import { shellErrorPage } from './errors';
import { HTML_CACHE_CONTROL, htmlHeaders, shortHash } from './headers';
import { cacheFor, type MemoryCache } from './memory-cache';
import { renderPage, type PageInput, type RenderEnv } from './render';
import { ASSETS, BUILD_ID, CONTENT_VERSION, DEV_MODE, KV_PREFIX } from './site';
import { RecordInvalid, StoreUnavailable, getBody, getPageOrEnglish, getTab, reportInvalid } from './store';
import { readVars, type Vars } from './vars';
import { log, logFailure, messageOf } from './log';

export type WorkerBindings = Env & { MUI_X_LICENSE_KEY?: string };

/** A docs page request, as lib/routing.ts decided it. */
export interface PageRequest {
  locale: Locale;
  path: string;
  contentPath: string;
  tab?: ApiTabName;
}

/** What every step of the page chain shares about the request. */
export interface PageVariant {
  /** The render cache's key (see `variantKey`). */
  key: string;
  /** The weak ETag of the variant: a hash of its key. */
  etag: string;
  /** The HTML headers every page response carries, error pages included (CSP). */
  htmlHeaders: Record<string, string>;
  /** `htmlHeaders` plus the ETag, Cache-Control and Vary of a 200. */
  okHeaders: Record<string, string>;
  /** Everything the shell needs besides the record. */
  shell: Omit<PageInput, 'status' | 'record'>;
}

/** The record (and API tab body) `loadPage` read. */
export interface LoadedPage {
  record: StoredPageRecord;
  /** KV key of the record read (the English one for an untranslated page): its body is beside it. */
  key: string;
  /** An API tab's body; a page's own body is read from KV (as bytes) when it renders. */
  bodyHtml?: string;
}

export type PageEnv = {
  Bindings: WorkerBindings;
  Variables: { page: PageRequest; variant: PageVariant; loaded: LoadedPage };
};

/** HTML varies by the preference cookies, bot or not, and markdown negotiation. */
export const PAGE_VARY = 'Cookie, User-Agent, Accept';

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
 * values are the defaults), bot or not, and whether the `siteCss` cookie
 * names this build's stylesheet (lib/site-css.ts). Nothing a reader can forge
 * beyond their own variant: never Host, Forwarded, X-Forwarded-* or the
 * request URL's host. It keys the rendered-HTML cache and is the ETag.
 */
function variantKey(parts: { envKey: string; locale: Locale; path: string; tab?: string; prefs: Preferences; bot: boolean; siteCssCached: boolean }): string {
  const { prefs } = parts;
  return [
    BUILD_ID,
    CONTENT_VERSION,
    parts.envKey,
    parts.locale,
    parts.path,
    parts.tab ?? '',
    prefs.codeVariant,
    prefs.codeStyling,
    prefs.packageManager,
    parts.bot ? 1 : 0,
    parts.siteCssCached ? 1 : 0,
  ].join('|');
}

/** The hash of this build's site stylesheet file (lib/site-css.ts). */
const SITE_CSS_HASH = siteCssHash(ASSETS.siteCssHref);

/** True when the request's `siteCss` cookie (from `parseCookies`) names this build's stylesheet file: the reader's browser holds it. */
export function holdsSiteCss(cookies: Record<string, string>): boolean {
  return SITE_CSS_HASH !== undefined && cookies[SITE_CSS_COOKIE] === SITE_CSS_HASH;
}

/** Names the variant of the page in `c.var.page` and sets `c.var.variant`. */
export const pageVariant = createMiddleware<PageEnv>(async (c, next) => {
  const req = c.var.page;
  const vars = readVars(c.env);
  const bot = isbot(c.req.header('user-agent') ?? '');
  // The Cookie header parsed once: the preferences and the stylesheet cookie both come from it.
  const cookies = parseCookies(c.req.header('cookie'));
  const prefs: Preferences = preferencesFrom(cookies);
  // The HTML holds absolute URLs on SITE_URL: a new origin is a new variant.
  const origin = vars.SITE_URL;
  const env = renderEnv(vars, c.env.MUI_X_LICENSE_KEY);
  const siteCssCached = holdsSiteCss(cookies);
  const key = variantKey({ envKey: renderEnvKey(c.env, env, origin), locale: req.locale, path: req.path, tab: req.tab, prefs, bot, siteCssCached });
  const etag = `W/"${shortHash(key)}"`;
  const headers = htmlHeaders(vars);
  c.set('variant', {
    key,
    etag,
    htmlHeaders: headers,
    okHeaders: { ...headers, ...(DEV_MODE ? {} : { ETag: etag }), 'Cache-Control': HTML_CACHE_CONTROL, Vary: PAGE_VARY },
    shell: { locale: req.locale, path: req.path, prefs, bot, env, origin, siteCssCached },
  });
  await next();
});

type FoundPage = NonNullable<Awaited<ReturnType<typeof getPageOrEnglish>>>;

/** Page records kept per isolate: 1 MB (a record is about 1 KB of JSON; API tab bodies are not kept). */
const RECORD_CACHE_BYTES = 1024 * 1024;
const RECORDS = new WeakMap<KVNamespace, MemoryCache<FoundPage & { bytes: number }>>();

/**
 * The page record, from the isolate's memory when it was read before: keys
 * carry the content version, so a kept record never goes stale, and a
 * render-cache miss or a revalidation then reads only the body from KV.
 * Kept per KV binding; nothing is kept under `npm start`, which rewrites KV
 * under a running worker. A missing page is not kept.
 */
async function findPage(kv: KVNamespace, locale: Locale, contentPath: string): Promise<FoundPage | null> {
  if (DEV_MODE) return getPageOrEnglish(kv, KV_PREFIX, locale, contentPath);
  const memo = cacheFor(RECORDS, kv, RECORD_CACHE_BYTES, (v) => v.bytes);
  const key = `${locale}|${contentPath}`;
  const kept = memo.get(key);
  if (kept) return kept;
  const found = await getPageOrEnglish(kv, KV_PREFIX, locale, contentPath);
  if (found) memo.set(key, { ...found, bytes: JSON.stringify(found.record).length * 2 });
  return found;
}

/** Page bodies kept per isolate: 6 MB of stored HTML bytes (a prose page's body is 5 to 30 KB). */
const BODY_CACHE_BYTES = 6 * 1024 * 1024;
const BODIES = new WeakMap<KVNamespace, MemoryCache<Uint8Array>>();

/**
 * The stored body of the record at `recordKey`, from the isolate's memory
 * when it was read before (keys carry the content version, so a kept body
 * never goes stale): a render-cache miss of another variant of the page (a
 * reader with other code preferences, a bot) then reads nothing from KV.
 * The bytes are only ever copied into a response, never changed. Nothing is
 * kept under `npm start`.
 */
async function findBody(kv: KVNamespace, recordKey: string): Promise<Uint8Array> {
  if (DEV_MODE) return getBody(kv, recordKey);
  const memo = cacheFor(BODIES, kv, BODY_CACHE_BYTES, (b) => b.byteLength);
  const kept = memo.get(recordKey);
  if (kept) return kept;
  const body = await getBody(kv, recordKey);
  memo.set(recordKey, body);
  return body;
}

/**
 * Reads the page's record (and its API tab's body) from KV into
 * `c.var.loaded`. A page with no record, a KV failure and a record that
 * fails validation end here, in the shell's 404, 503 and 500 pages.
 */
export const loadPage = createMiddleware<PageEnv>(async (c, next) => {
  const req = c.var.page;
  const { shell, htmlHeaders: headers } = c.var.variant;
  let record;
  let key = '';
  let tabContent;
  try {
    const found = await findPage(c.env.PAGES, req.locale, req.contentPath);
    if (found) {
      key = found.key;
      // Pages with one English record (the API reference) are shown with a notice.
      record = found.english ? { ...found.record, locale: req.locale, untranslated: true } : found.record;
    }
    tabContent = record && req.tab && record.tabs?.includes(req.tab) ? await getTab(c.env.PAGES, KV_PREFIX, req.contentPath, req.tab) : undefined;
  } catch (e) {
    return failedRead(e, shell, headers);
  }
  if (!record || (req.tab && !tabContent)) return shellErrorPage(404, shell, headers);
  c.set('loaded', tabContent ? { record: { ...record, toc: tabContent.toc }, key, bodyHtml: tabContent.html } : { record, key });
  await next();
});

/** A KV failure is the 503 page, an invalid record the 500 page (logged once); anything else is thrown on. */
function failedRead(e: unknown, shell: PageVariant['shell'], headers: Record<string, string>): Promise<Response> {
  if (e instanceof StoreUnavailable) {
    logFailure(e);
    return shellErrorPage(503, shell, headers);
  }
  if (e instanceof RecordInvalid) {
    reportInvalid(e);
    return shellErrorPage(500, shell, headers);
  }
  throw e;
}

/**
 * Answers the loaded page: the shell rendered around the body, whose bytes
 * are read from KV and copied in as they are stored (never decoded into a
 * string). A 500 page when the render throws.
 */
export async function renderLoadedPage(c: Context<PageEnv>): Promise<Response> {
  const req = c.var.page;
  const { shell, htmlHeaders: headers, okHeaders } = c.var.variant;
  const { record, key } = c.var.loaded;
  let { bodyHtml } = c.var.loaded;
  let bodyBytes;
  if (bodyHtml === undefined) {
    try {
      bodyBytes = await findBody(c.env.PAGES, key);
    } catch (e) {
      return failedRead(e, shell, headers);
    }
  }
  // An English body on a Chinese page (API reference, untranslated page, API tab): its links stay in Chinese.
  if (record.untranslated || req.tab) {
    if (bodyBytes) bodyBytes = localizeLinkBytes(bodyBytes, req.locale);
    if (bodyHtml !== undefined) bodyHtml = localizeLinks(bodyHtml, req.locale);
  }
  let html;
  try {
    html = renderPage({ ...shell, tab: req.tab, record, bodyHtml, bodyBytes, status: 200 });
  } catch (e) {
    log('error', 'render-failed', messageOf(e), key);
    return shellErrorPage(500, shell, headers);
  }
  return new Response(html, { headers: { ...okHeaders, 'X-Render': 'miss' } });
}
