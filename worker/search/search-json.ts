/**
 * `GET /x/search.json?q=QUERY[&product=ID][&filter=ID][&locale=zh]`: the
 * search of the docs site. `product` (the reader's current product) ranks
 * that product's pages higher; `filter` keeps only that product's pages.
 * A query holding Chinese characters searches the Chinese index (every
 * guide: Chinese titles, Chinese text where translated, English text and
 * glossary terms otherwise) from any page; any other query the English
 * one. A Chinese query that asks for an API's reference (`DataGrid 的 getRowId
 * 属性`) gets that API's row from the English index first (`searchFor`).
 * `locale=zh` (sent from `/zh` pages) is accepted and validated.
 * The answer is `{ results, words, suggestions }`: `words` are the words
 * looked for (the query's and the corrections of its typos, for the
 * dialog to highlight), `suggestions` corrected queries when nothing matched.
 * `q` longer than MAX_QUERY_LENGTH is cut (never an error); an empty `q`
 * gives no results. An unknown `product`, `filter` or `locale` is a 400
 * with the valid values: the site's own UI only sends valid ones, so
 * anything else is a caller bug worth surfacing rather than silently ignoring.
 */
import { LOCALES } from '../../lib/constants';
import { PRODUCT_IDS, type ProductId } from '../../lib/nav';
import { MAX_QUERY_LENGTH, searchFor, type SearchResult } from '../../lib/search';
import { PUBLIC_CORS } from '../cors';
import { jsonError } from '../errors';
import { RecordInvalid, StoreUnavailable, reportInvalid } from '../store';
import { loadSearchIndex } from './load';
import { logFailure } from '../log';

/** Headers of every JSON answer of the search routes. */
export const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'X-Content-Type-Options': 'nosniff',
  ...PUBLIC_CORS,
};

/** A JSON response with the search routes' headers. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, 'Cache-Control': 'no-store', ...headers } });
}

/** True when `id` is a product id of lib/nav. */
export function isProductId(id: unknown): id is ProductId {
  return typeof id === 'string' && (PRODUCT_IDS as readonly string[]).includes(id);
}

/** Answers a search request. */
export async function serveSearch(url: URL, kv: KVNamespace): Promise<Response> {
  const q = (url.searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const product = url.searchParams.get('product') || undefined;
  const filter = url.searchParams.get('filter') || undefined;
  const locale = url.searchParams.get('locale') || 'en';
  const cors = { ...PUBLIC_CORS };
  if (product !== undefined && !isProductId(product)) return jsonError(400, { body: { error: 'Unknown product', products: PRODUCT_IDS }, headers: cors });
  if (filter !== undefined && !isProductId(filter)) return jsonError(400, { body: { error: 'Unknown filter', products: PRODUCT_IDS }, headers: cors });
  if (!(LOCALES as readonly string[]).includes(locale)) return jsonError(400, { body: { error: 'Unknown locale', locales: LOCALES }, headers: cors });
  let results: SearchResult[] = [];
  let words: string[] = [];
  let suggestions: string[] = [];
  if (q.trim()) {
    try {
      const found = await searchFor((l) => loadSearchIndex(kv, l), q, filter ? { product: filter, only: true } : { product });
      const index = found.index;
      results = found.results;
      words = index.lastWords;
      if (!results.length) suggestions = index.suggest(q);
    } catch (e) {
      if (e instanceof RecordInvalid) {
        // Permanent for this build: retrying does not help, so no Retry-After.
        reportInvalid(e);
        return jsonError(500, { message: 'The search index of this build is damaged.', headers: { ...PUBLIC_CORS } });
      }
      if (!(e instanceof StoreUnavailable)) throw e;
      logFailure(e);
      return jsonError(503, { message: 'The search index is not available. Please retry.', headers: { ...PUBLIC_CORS } });
    }
  }
  return json({ results, words, suggestions }, 200, { 'Cache-Control': 'public, max-age=300' });
}
