/**
 * Security and cache headers. Inline scripts are allowed by hash, not nonce,
 * so the HTML stays cacheable; the hashes are computed by the build from the
 * bytes it wrote (scripts/build-inline.ts). Emotion needs inline styles.
 */
import { CODESANDBOX_ORIGIN, STACKBLITZ_ORIGIN } from '../lib/sandbox';
import inline from './generated/inline.json';

function origin(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

export interface CspEnv {
  AD_SCRIPT_URL: string;
  AD_SERVICE_URL: string;
  GA_MEASUREMENT_ID: string;
}

/** The Content-Security-Policy of HTML pages. */
export function contentSecurityPolicy(env: CspEnv): string {
  // Every inline script is allowed by its hash (speculation rules included, and the hover rules the
  // client adds: with hashes present, Chromium ignores 'inline-speculation-rules' as it does 'unsafe-inline').
  const hashes = inline.cspHashes.join(' ');
  const ad = [origin(env.AD_SCRIPT_URL), origin(env.AD_SERVICE_URL)].filter(Boolean).join(' ');
  const ga = env.GA_MEASUREMENT_ID ? ' https://www.googletagmanager.com https://www.google-analytics.com' : '';
  return [
    "default-src 'self'",
    // blob: runs a reader's edited demo code as a module (client/demos/live-run.ts), instead of
    // 'unsafe-eval': only a script already running here can make a blob: URL.
    `script-src 'self' ${hashes} 'inline-speculation-rules' blob:${ad ? ` ${ad}` : ''}${ga}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${ad.includes('http:') ? ' http:' : ''}`,
    "font-src 'self' data:",
    `connect-src 'self'${ad ? ` ${ad}` : ''}${ga}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    // The demo toolbars' Open in StackBlitz / CodeSandbox forms (lib/sandbox.ts).
    `form-action 'self' ${STACKBLITZ_ORIGIN} ${CODESANDBOX_ORIGIN}`,
    "object-src 'none'",
  ].join('; ');
}

const headerSets = new WeakMap<CspEnv, Readonly<Record<string, string>>>();

/** Headers every HTML response carries (built once per vars object; callers copy them). */
export function htmlHeaders(env: CspEnv): Readonly<Record<string, string>> {
  let set = headerSets.get(env);
  if (set === undefined) {
    set = {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': contentSecurityPolicy(env),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'SAMEORIGIN',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    };
    headerSets.set(env, set);
  }
  return set;
}

/**
 * Browser-facing caching of HTML that varies by cookie: private (no shared
 * cache may hand one reader's variant to another), revalidated by ETag.
 */
export const HTML_CACHE_CONTROL = 'private, no-cache';

/** A short, stable hash (FNV-1a, 2 x 32 bit) for ETags and cache keys. */
export function shortHash(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return (h1 >>> 0).toString(36) + (h2 >>> 0).toString(36);
}

/**
 * CSP of HTML the worker writes without scripts (plain error pages): no
 * script may run, nothing may frame it from another origin.
 */
export const STATIC_HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/** HSTS on the production host (two years, subdomains included). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The headers every response of the worker carries, whoever wrote it
 * (applied by the middleware in worker/index.ts, errors included):
 * nosniff and a referrer policy everywhere; on HTML a CSP (the static one
 * when the writer set none) and frame protection; Allow on a 405; HSTS on
 * the production host. Headers a writer already set are kept.
 */
export function withSecurityHeaders(res: Response, opts: { hsts: boolean }): Response {
  const add: Record<string, string> = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };
  if ((res.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')) {
    add['Content-Security-Policy'] = STATIC_HTML_CSP;
    add['X-Frame-Options'] = 'SAMEORIGIN';
  }
  if (res.status === 405) add.Allow = 'GET, HEAD';
  if (opts.hsts) add['Strict-Transport-Security'] = HSTS;
  const missing = Object.entries(add).filter(([k]) => !res.headers.has(k));
  if (!missing.length) return res;
  let out = res;
  try {
    for (const [k, v] of missing) out.headers.set(k, v);
  } catch {
    // Immutable headers (a response from fetch or the cache): copy it.
    out = new Response(res.body, res);
    for (const [k, v] of missing) out.headers.set(k, v);
  }
  return out;
}
