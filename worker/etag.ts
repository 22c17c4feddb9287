/**
 * Conditional GET for docs pages. The ETag is the variant's weak tag
 * (worker/page.ts), so a reader whose `If-None-Match` names it already
 * holds this very HTML and gets a 304 with no body. Only a page that
 * exists is answered so: from a cached render (worker/render-cache.ts) or
 * after its record was read, never for a 404. Development serves no ETags.
 *
 * Why not Hono's `etag()` middleware: it compares after the handler has
 * answered (it needs the response's ETag), so every revalidation of an
 * uncached page would read the body from KV and start a render only to
 * cancel it; here the variant's ETag is known before either. Its
 * comparison (`etagMatches`) is not exported (hono 4.13), so the same
 * RFC 9110 §13.1.2 rule is written once below.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTML_CACHE_CONTROL } from './headers';
import { PAGE_VARY, type PageEnv } from './page';
import { DEV_MODE } from './site';

/**
 * Whether an `If-None-Match` value names `etag` (RFC 9110 §13.1.2): `*`
 * matches any current representation; otherwise any entity tag in the list
 * that is equal under weak comparison (the opaque tags equal, `W/` on
 * either side ignored).
 */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  // Each entity tag's opaque part is a quoted string (`W/` outside the quotes).
  return ifNoneMatch.match(/"[^"]*"/g)?.includes(opaque) ?? false;
}

/** Whether the request revalidates the variant it asks for. */
export function isRevalidating(c: Context<PageEnv>): boolean {
  return !DEV_MODE && ifNoneMatchHits(c.req.header('if-none-match'), c.var.variant.etag);
}

/** The 304 of the request's variant. */
export function notModified(c: Context<PageEnv>): Response {
  return new Response(null, { status: 304, headers: { ETag: c.var.variant.etag, 'Cache-Control': HTML_CACHE_CONTROL, Vary: PAGE_VARY } });
}

/** Answers 304 before the render when the reader already holds the variant. */
export const conditionalGet = createMiddleware<PageEnv>(async (c, next) => {
  if (isRevalidating(c)) return notModified(c);
  await next();
});
