/**
 * `GET /x/search.json?q=QUERY[&product=ID]`: the search of the docs site.
 * `q` longer than MAX_QUERY_LENGTH is cut (never an error); an empty `q`
 * gives no results. An unknown `product` is a 400 with the valid ids:
 * the site's own UI only sends valid ids, so anything else is a caller bug
 * worth surfacing rather than silently ignoring.
 */
import { PRODUCT_IDS, type ProductId } from '../../lib/nav';
import { MAX_QUERY_LENGTH, type SearchResult } from '../../lib/search';
import { PUBLIC_CORS } from '../cors';
import { jsonError } from '../errors';
import { StoreUnavailable } from '../store';
import { loadSearchIndex } from './load';

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
  if (product !== undefined && !isProductId(product)) {
    return jsonError(400, { body: { error: 'Unknown product', products: PRODUCT_IDS }, headers: { ...PUBLIC_CORS } });
  }
  let results: SearchResult[] = [];
  if (q.trim()) {
    try {
      results = (await loadSearchIndex(kv)).search(q, { product });
    } catch (e) {
      if (!(e instanceof StoreUnavailable)) throw e;
      console.error(e.message);
      return jsonError(503, { message: 'The search index is not available. Please retry.', headers: { ...PUBLIC_CORS } });
    }
  }
  return json({ results }, 200, { 'Cache-Control': 'public, max-age=300' });
}
