/**
 * Conditional GET for docs pages. The ETag is the variant's hash
 * (worker/page.ts), so a reader whose `If-None-Match` names it already
 * holds this very HTML and gets a 304 with no body. Only a page that
 * exists is answered so: from a cached render (worker/render-cache.ts) or
 * after its record was read, never for a 404. Development serves no ETags.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTML_CACHE_CONTROL } from './headers';
import { PAGE_VARY, type PageEnv } from './page';
import { DEV_MODE } from './site';

/** Whether the request revalidates the variant it asks for. */
export function isRevalidating(c: Context<PageEnv>): boolean {
  return !DEV_MODE && c.req.header('if-none-match') === c.var.variant.etag;
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
