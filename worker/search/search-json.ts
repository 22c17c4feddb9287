/**
 * `GET /x/search.json?q=QUERY[&product=ID][&filter=ID][&locale=zh]`: the
 * search of the docs site. `product` (the reader's current product) ranks
 * that product's pages higher; `filter` keeps only that product's pages.
 * `locale=zh` (sent from `/zh` pages) searches a query holding Chinese
 * characters in the Chinese index (Chinese titles and text); any other
 * query, and every query from English pages, searches the English index.
 * `q` longer than MAX_QUERY_LENGTH is cut (never an error); an empty `q`
 * gives no results. An unknown `product`, `filter` or `locale` is a 400
 * with the valid values: the site's own UI only sends valid ones, so
 * anything else is a caller bug worth surfacing rather than silently ignoring.
 */
import { LOCALES, type Locale } from '../../lib/constants';
import { PRODUCT_IDS, type ProductId } from '../../lib/nav';
import { MAX_QUERY_LENGTH, hasCjk, type SearchResult } from '../../lib/search';
import { PUBLIC_CORS } from '../cors';
import { jsonError } from '../errors';
import { RecordInvalid, StoreUnavailable, reportInvalid } from '../store';
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

/** The index a query is searched in: Chinese only for a Chinese query of a `/zh` reader. */
export function searchLocale(q: string, locale: Locale): Locale {
  return locale !== 'en' && hasCjk(q) ? locale : 'en';
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
  if (q.trim()) {
    try {
      const index = await loadSearchIndex(kv, searchLocale(q, locale as Locale));
      results = index.search(q, filter ? { product: filter, only: true } : { product });
    } catch (e) {
      if (e instanceof RecordInvalid) {
        // Permanent for this build: retrying does not help, so no Retry-After.
        reportInvalid(e);
        return jsonError(500, { message: 'The search index of this build is damaged.', headers: { ...PUBLIC_CORS } });
      }
      if (!(e instanceof StoreUnavailable)) throw e;
      console.error(e.message);
      return jsonError(503, { message: 'The search index is not available. Please retry.', headers: { ...PUBLIC_CORS } });
    }
  }
  return json({ results }, 200, { 'Cache-Control': 'public, max-age=300' });
}
