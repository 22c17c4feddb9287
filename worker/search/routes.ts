/**
 * Search, llms.txt and MCP routes, mounted before the page catch-all:
 * `GET /x/search.json`, `GET /x/llms.txt`, `/x/mcp` (see mcp.ts), and for
 * benchmarks only (ALLOW_CACHE_BYPASS = "true") `GET /x/__bench/search`
 * (`q`, `n` runs, `locale`, `reset=1` to drop the loaded indexes first, so
 * the request costs what an isolate's first search costs; `read=1` only
 * reads the index text from KV, to tell the local KV simulation's CPU apart;
 * `n=0` runs nothing and says whether the index is carried, already loaded,
 * and where the warm-up stands).
 * search.json and MCP are rate limited per client (worker/limits.ts), each
 * counted apart (an MCP batch of N messages counts N): over the limit, 429
 * with Retry-After.
 */
import { Hono } from 'hono';
import { readMarkdown } from '../markdown';
import { KV_PREFIX, SITE } from '../site';
import { searchIndexKey } from '../../lib/page-record';
import { PUBLIC_CORS } from '../cors';
import { jsonError, textError } from '../errors';
import { RATE_LIMIT_PERIOD_S, overLimit } from '../limits';
import { RecordInvalid, StoreUnavailable, readText, reportInvalid } from '../store';
import { readVars } from '../vars';
import { llmsTxt } from './llms';
import { isSearchIndexEmbedded, isSearchIndexLoaded, loadSearchIndex, resetSearchIndex } from './load';
import { MCP_CORS, serveMcp } from './mcp';
import { searchWarmupState } from './warm';
import { apiRowFirst, asksForReference, searchLocaleOf } from '../../lib/search';
import { json, serveSearch } from './search-json';
import type { ToolContext } from './tools';
import { logFailure } from '../log';

export const searchRoutes = new Hono<{ Bindings: Env }>();

const methodNotAllowed = (allow: string) => jsonError(405, { message: 'Method not allowed', allow, headers: { ...PUBLIC_CORS } });

const TOO_MANY = `Too many requests: retry in ${RATE_LIMIT_PERIOD_S} seconds`;
const limitHeaders = (cors: Record<string, string>) => ({ ...cors, 'Retry-After': String(RATE_LIMIT_PERIOD_S) });

searchRoutes.on(['GET', 'HEAD'], '/x/search.json', async (c) => {
  if (await overLimit(c.env.MCP_LIMITER, 'search', c.req.raw)) return jsonError(429, { message: TOO_MANY, headers: limitHeaders(PUBLIC_CORS) });
  return serveSearch(new URL(c.req.url), c.env.PAGES);
});
searchRoutes.all('/x/search.json', () => methodNotAllowed('GET, HEAD'));

searchRoutes.on(['GET', 'HEAD'], '/x/llms.txt', async (c) => {
  let index;
  try {
    index = await loadSearchIndex(c.env.PAGES);
  } catch (e) {
    if (e instanceof RecordInvalid) {
      reportInvalid(e);
      return textError(500);
    }
    if (!(e instanceof StoreUnavailable)) throw e;
    logFailure(e);
    return textError(503);
  }
  return new Response(llmsTxt(index.data.pages, SITE.nav, readVars(c.env).SITE_URL), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=300', ...PUBLIC_CORS },
  });
});
searchRoutes.all('/x/llms.txt', () => textError(405, { message: 'Method not allowed', allow: 'GET, HEAD' }));

searchRoutes.all('/x/mcp', async (c) => {
  const limited = () => jsonError(429, { body: { jsonrpc: '2.0', id: null, error: { code: -32000, message: TOO_MANY } }, headers: limitHeaders(MCP_CORS) });
  // A preflight is not counted: it carries no request of its own.
  if (c.req.method !== 'OPTIONS' && (await overLimit(c.env.MCP_LIMITER, 'mcp', c.req.raw))) return limited();
  const ctx: ToolContext = {
    index: (locale) => loadSearchIndex(c.env.PAGES, locale),
    markdown: (locale, contentPath, tab) => readMarkdown(c.env.PAGES, locale, contentPath, tab),
  };
  // The other messages of a batch are counted once the body is read: a batch of N calls costs N.
  return serveMcp(c.req.raw, ctx, { overLimit: (extra) => overLimit(c.env.MCP_LIMITER, 'mcp', c.req.raw, extra), limited });
});

/**
 * Runs `n` searches of `q` in one request, so a benchmark can divide the Worker CPU time by `n`;
 * `n=0` loads nothing (the request's own cost; it answers where the search warm-up stands, worker/search/warm.ts),
 * `reset=1` makes the load part of the request.
 */
searchRoutes.get('/x/__bench/search', async (c, next) => {
  // Anywhere else, this path is an ordinary (missing) page.
  if (!readVars(c.env).ALLOW_CACHE_BYPASS) return next();
  const url = new URL(c.req.url);
  const q = url.searchParams.get('q') ?? '';
  const n = Math.min(10_000, Math.max(0, Number(url.searchParams.get('n') ?? 1) || 0));
  const locale = searchLocaleOf(q);
  if (url.searchParams.get('reset') === '1') resetSearchIndex();
  if (url.searchParams.get('read') === '1') {
    const text = await readText(c.env.PAGES, searchIndexKey(KV_PREFIX, locale), 3600);
    return json({ n: text?.length ?? 0, hits: 0 });
  }
  if (n === 0) return json({ n, hits: 0, embedded: isSearchIndexEmbedded(locale), loaded: isSearchIndexLoaded(locale), warmup: searchWarmupState() });
  const index = await loadSearchIndex(c.env.PAGES, locale);
  // (As the routes search, `searchFor`: a Chinese query asking for an API's reference reads the English index too.)
  const english = asksForReference(q) ? await loadSearchIndex(c.env.PAGES, 'en') : undefined;
  let hits = 0;
  for (let i = 0; i < n; i++) hits += (english ? apiRowFirst(index.search(q), english, q) : index.search(q)).length;
  return json({ n, hits });
});
