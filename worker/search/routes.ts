/**
 * Search, llms.txt and MCP routes, mounted before the page catch-all:
 * `GET /x/search.json`, `GET /x/llms.txt`, `/x/mcp` (see mcp.ts), and for
 * benchmarks only (ALLOW_CACHE_BYPASS = "true") `GET /x/__bench/search`
 * (`q`, `n` runs, `locale`, `reset=1` to drop the loaded indexes first, so
 * the request costs what an isolate's first search costs; `read=1` only
 * reads the index text from KV, to tell the local KV simulation's CPU apart).
 */
import { Hono } from 'hono';
import { readMarkdown } from '../markdown';
import { siteOrigin } from '../seo';
import { KV_PREFIX, SITE } from '../site';
import { searchIndexKey } from '../../lib/page-record';
import { jsonError, textError } from '../errors';
import { StoreUnavailable, readText } from '../store';
import { readVars } from '../vars';
import { llmsTxt } from './llms';
import { loadSearchIndex, resetSearchIndex } from './load';
import { serveMcp } from './mcp';
import { JSON_HEADERS, json, searchLocale, serveSearch } from './search-json';
import type { ToolContext } from './tools';

export const searchRoutes = new Hono<{ Bindings: Env }>();

const methodNotAllowed = (allow: string) => jsonError(405, { message: 'Method not allowed', allow, headers: { 'Access-Control-Allow-Origin': JSON_HEADERS['Access-Control-Allow-Origin'] } });

searchRoutes.on(['GET', 'HEAD'], '/x/search.json', (c) => serveSearch(new URL(c.req.url), c.env.PAGES));
searchRoutes.all('/x/search.json', () => methodNotAllowed('GET, HEAD'));

searchRoutes.on(['GET', 'HEAD'], '/x/llms.txt', async (c) => {
  let index;
  try {
    index = await loadSearchIndex(c.env.PAGES);
  } catch (e) {
    if (!(e instanceof StoreUnavailable)) throw e;
    console.error(e.message);
    return textError(503);
  }
  return new Response(llmsTxt(index.data.pages, SITE.nav, siteOrigin(c.env)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' },
  });
});
searchRoutes.all('/x/llms.txt', () => textError(405, { message: 'Method not allowed', allow: 'GET, HEAD' }));

searchRoutes.all('/x/mcp', (c) => {
  const ctx: ToolContext = {
    index: () => loadSearchIndex(c.env.PAGES),
    markdown: (locale, contentPath, tab) => readMarkdown(c.env.PAGES, locale, contentPath, tab),
  };
  return serveMcp(c.req.raw, ctx);
});

/**
 * Runs `n` searches of `q` in one request, so a benchmark can divide the Worker CPU time by `n`;
 * `n=0` loads nothing (the request's own cost), `reset=1` makes the load part of the request.
 */
searchRoutes.get('/x/__bench/search', async (c, next) => {
  // Anywhere else, this path is an ordinary (missing) page.
  if (!readVars(c.env).ALLOW_CACHE_BYPASS) return next();
  const url = new URL(c.req.url);
  const q = url.searchParams.get('q') ?? '';
  const n = Math.min(10_000, Math.max(0, Number(url.searchParams.get('n') ?? 1) || 0));
  const locale = searchLocale(q, url.searchParams.get('locale') === 'zh' ? 'zh' : 'en');
  if (url.searchParams.get('reset') === '1') resetSearchIndex();
  if (url.searchParams.get('read') === '1') {
    const text = await readText(c.env.PAGES, searchIndexKey(KV_PREFIX, locale), 3600);
    return json({ n: text?.length ?? 0, hits: 0 });
  }
  if (n === 0) return json({ n, hits: 0 });
  const index = await loadSearchIndex(c.env.PAGES, locale);
  let hits = 0;
  for (let i = 0; i < n; i++) hits += index.search(q).length;
  return json({ n, hits });
});
