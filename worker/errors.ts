/**
 * Every error response of the worker (400, 404, 405, 414, 500, 503) is
 * written here, in the form its route speaks:
 *
 * - docs pages: the full shell (navigation, header, a way on) for 404, 500
 *   and 503, through renderPage; if the shell itself cannot be rendered,
 *   the plain page;
 * - bad addresses, methods and the playground: a small plain HTML page with
 *   fixed text and a link to the docs home;
 * - JSON endpoints (search.json, MCP): JSON, never HTML;
 * - text endpoints (.md, llms.txt): plain text.
 *
 * Nothing from the request or from an exception is ever written into a
 * body. Every error is `no-store`; a 503 carries Retry-After, a 405 Allow
 * (a 429 of the rate limit gets its Retry-After from worker/limits.ts).
 * The security headers every response carries are added by the middleware
 * (worker/headers.ts withSecurityHeaders).
 */
import type { Locale } from '../lib/constants';
import { escapeHtml } from '../lib/html';
import { STATIC_HTML_CSP } from './headers';
import { renderPage, type PageInput } from './render';
import { translator } from './site';
import { log, messageOf } from './log';

export type ErrorStatus = 400 | 404 | 405 | 414 | 500 | 503;

/** Seconds a reader should wait before retrying a 503. */
export const RETRY_AFTER = '5';

const MESSAGES: Record<ErrorStatus, string> = {
  400: 'This address cannot be read.',
  404: 'There is no page at this address.',
  405: 'This method is not supported here.',
  414: 'This address is too long.',
  500: 'Something went wrong on our side. Please retry, or go on from the documentation home.',
  503: 'The documentation store did not answer. Please retry in a few seconds.',
};

/** Title and text of the 500 page with the shell, per locale. */
const SERVER_ERROR_TEXT: Record<Locale, { title: string; body: string }> = {
  en: { title: 'Something went wrong', body: 'This page could not be shown. Please retry, or pick another page from the navigation.' },
  zh: { title: '出现错误', body: '无法显示此页面。请重试，或从导航中选择其他页面。' },
};

export interface ErrorOptions {
  /** Fixed text instead of the default message of the status. */
  message?: string;
  /** Methods a 405 allows (default `GET, HEAD`). */
  allow?: string;
  /** Extra headers (CORS of the JSON endpoints). */
  headers?: Record<string, string>;
}

function errorHeaders(status: ErrorStatus, contentType: string, opts: ErrorOptions): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(status === 503 ? { 'Retry-After': RETRY_AFTER } : {}),
    ...(status === 405 ? { Allow: opts.allow ?? 'GET, HEAD' } : {}),
    ...opts.headers,
  };
}

/** A small HTML error page: fixed text, noindex, a link to the docs home. */
export function plainErrorPage(status: ErrorStatus, opts: ErrorOptions = {}): Response {
  const retry = status === 503 || status === 500 ? ' <a href="">Retry</a>.' : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${status}</title></head><body><h1>${status}</h1><p>${opts.message ?? MESSAGES[status]}${retry}</p><p><a href="/x/introduction">MUI X documentation</a></p></body></html>`;
  return new Response(html, {
    status,
    headers: { ...errorHeaders(status, 'text/html; charset=utf-8', opts), 'Content-Security-Policy': STATIC_HTML_CSP, 'X-Frame-Options': 'SAMEORIGIN' },
  });
}

/** A JSON error: `{ "error": message }`, or the given body (JSON-RPC replies). */
export function jsonError(status: ErrorStatus | 406 | 413 | 415 | 429, opts: ErrorOptions & { body?: unknown } = {}): Response {
  const body = opts.body ?? { error: opts.message ?? MESSAGES[status as ErrorStatus] ?? 'Error' };
  return new Response(JSON.stringify(body), { status, headers: errorHeaders(status as ErrorStatus, 'application/json; charset=utf-8', opts) });
}

/** A plain-text error (markdown and llms.txt routes). */
export function textError(status: ErrorStatus, opts: ErrorOptions = {}): Response {
  const text = opts.message ?? (status === 404 ? 'Not found' : MESSAGES[status]);
  return new Response(`${text}\n`, { status, headers: errorHeaders(status, 'text/plain; charset=utf-8', opts) });
}

/**
 * A docs-page error with the full shell (404, 500, 503). `headers` are the
 * page's HTML headers (CSP with the inline-script hashes). A failure to
 * render the shell gives the plain page of the same status.
 */
export async function shellErrorPage(status: 404 | 500 | 503, input: Omit<PageInput, 'status' | 'record'>, headers: Record<string, string>): Promise<Response> {
  try {
    // 500 and 503 offer a retry of the same address (an empty href: nothing from the request is written).
    const retry = status === 404 ? undefined : `<p><a href="" data-retry>${escapeHtml(translator(input.locale)('unavailable.retry'))}</a></p>`;
    const html = renderPage({ ...input, status, ...(retry ? { bodyHtml: retry } : {}), ...(status === 500 ? { errorText: SERVER_ERROR_TEXT[input.locale] } : {}) });
    return new Response(html, { status, headers: { ...headers, ...errorHeaders(status, 'text/html; charset=utf-8', {}) } });
  } catch (e) {
    log('error', 'error-page-failed', messageOf(e));
    return plainErrorPage(status);
  }
}

/** Which kind of body a path's errors take. */
export function errorFormat(pathname: string): 'json' | 'text' | 'html' {
  if (pathname === '/x/search.json' || pathname === '/x/mcp' || pathname.startsWith('/x/__bench/')) return 'json';
  if (pathname.endsWith('.md') || pathname === '/x/llms.txt') return 'text';
  return 'html';
}

/** The error response of `status` in the form the path speaks. */
export function errorFor(pathname: string, status: ErrorStatus, opts: ErrorOptions = {}): Response {
  const format = errorFormat(pathname);
  if (format === 'json') return jsonError(status, opts);
  if (format === 'text') return textError(status, opts);
  return plainErrorPage(status, opts);
}
