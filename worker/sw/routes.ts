/**
 * /x/sw.js: the service worker built by scripts/build-sw.ts, with its
 * version (content version + client assets + optional SW_REVISION) and
 * precache list prepended. `Service-Worker-Allowed: /` lets it control
 * every page (scope `/`, so /zh/... too); `no-cache` makes every update
 * check reach the worker, answered 304 when nothing changed.
 */
import { Hono } from 'hono';
import sw from '../generated/sw.json';
import { shortHash } from '../headers';
import { ASSETS, CONTENT_VERSION } from '../site';
import { EXTRA_FONT_CSS } from '../../lib/constants';

/** The script's version: changes whenever the content, the client build or SW_REVISION does. */
export function swVersion(revision: string): string {
  return `${CONTENT_VERSION}-${shortHash(JSON.stringify([ASSETS.scripts, ASSETS.siteCssText, ASSETS.stylesheets, sw.code, revision]))}`;
}

/** The script body served at /x/sw.js. */
export function swScript(revision: string): string {
  const config = {
    version: swVersion(revision),
    // The site stylesheet is inline in every page; the extra font's is added by the head script or client/fonts.ts.
    precache: [...new Set([...ASSETS.scripts, ...ASSETS.stylesheets, ASSETS.siteCssHref, EXTRA_FONT_CSS])],
  };
  return `self.__SW_CONFIG__=${JSON.stringify(config)};\n${(sw as { code: string }).code}`;
}

const scripts = new Map<string, { body: string; etag: string }>();

export const swRoutes = new Hono<{ Bindings: Env }>();

swRoutes.get('/x/sw.js', (c) => {
  // An optional var (not in wrangler.toml): a deploy may set it to force clients onto a new service worker.
  const raw = (c.env as Env & { SW_REVISION?: unknown }).SW_REVISION;
  const revision = typeof raw === 'string' ? raw.slice(0, 100) : '';
  let entry = scripts.get(revision);
  if (!entry) {
    const body = swScript(revision);
    entry = { body, etag: `"${shortHash(body)}"` };
    scripts.set(revision, entry);
  }
  const headers = {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Service-Worker-Allowed': '/',
    'Cache-Control': 'no-cache',
    ETag: entry.etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (c.req.header('if-none-match') === entry.etag) return c.body(null, 304, headers);
  return c.body(entry.body, 200, headers);
});
