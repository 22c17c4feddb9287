/**
 * Content negotiation, the one place the worker reads Accept headers, both
 * parsed by Hono (RFC 9110 §12.5: weights, q=0 refusals, ties in the
 * client's order): markdown or HTML for a page URL (hono/accepts), and
 * whether the stored gzip bytes of a rendered page may go out as they are
 * (Hono's parser: `accepts()` only reads the request's own header, and on
 * Cloudflare the client's Accept-Encoding is in `request.cf`).
 */
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { parseAccept } from 'hono/utils/accept';

/** True when the Accept header ranks text/markdown above text/html (ties go to the type the client lists first). */
export function prefersMarkdown(c: Context): boolean {
  return accepts(c, { header: 'Accept', supports: ['text/html', 'text/markdown'], default: 'text/html' }) === 'text/markdown';
}

/**
 * Whether the client's preferred compression is gzip: the first of gzip and
 * br by weight (ties in the client's order), as Cloudflare's edge (and
 * Miniflare's copy of it) picks. Only then may the stored gzip bytes go out
 * as they are. Takes the header's value, not the context: on Cloudflare the
 * client's own header is in `request.cf` (worker/render-cache.ts).
 */
export function prefersGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  // parseAccept keeps the client's order; the sort is stable, so equal weights stay in it.
  const ranked = parseAccept(acceptEncoding)
    .filter((a) => a.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.find((a) => /^(gzip|br)$/i.test(a.type))?.type.toLowerCase() === 'gzip';
}
