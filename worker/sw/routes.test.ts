/**
 * /x/sw.js inside workerd: the headers that let it control every page and
 * keep update checks fresh, its version and precache list, 304 answers.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../index';
import { ASSETS, CONTENT_VERSION } from '../site';

/** Calls the app; the script needs no page records, so KV stays empty. */
async function call(path: string, init: RequestInit = {}, bindings: Record<string, unknown> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://127.0.0.1${path}`, init), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

function config(body: string): { version: string; precache: string[] } {
  const m = /^self\.__SW_CONFIG__=(\{.*?\});\n/.exec(body);
  if (!m) throw new Error('no config line');
  return JSON.parse(m[1]!);
}

describe('/x/sw.js', () => {
  it('is served as JavaScript that may control scope / and is revalidated on every check', async () => {
    const res = await call('/x/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('etag')).toMatch(/^"[a-z0-9]+"$/);
  });

  it('carries the content version and precaches the shell', async () => {
    const body = await (await call('/x/sw.js')).text();
    const { version, precache } = config(body);
    expect(version.startsWith(`${CONTENT_VERSION}-`)).toBe(true);
    // The site stylesheet's file is what API reference pages link (the other pages inline it).
    expect(precache).toEqual(expect.arrayContaining([...ASSETS.scripts, ASSETS.siteCssHref, '/static/styles/extra-font.css']));
    // The icons are inline SVG (no icon font).
    expect(precache.some((u: string) => /icons\.css|material-icons/.test(u))).toBe(false);
    // The bundled worker follows the config line, with its strategies.
    expect(body).toContain('skipWaiting');
    expect(body).toContain('mui-x-docs-');
    expect(body).not.toMatch(/importScripts|googleapis|unpkg|jsdelivr/);
  });

  it('answers 304 to a check with the current ETag', async () => {
    const etag = (await call('/x/sw.js')).headers.get('etag')!;
    const res = await call('/x/sw.js', { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    expect(await res.text()).toBe('');
  });

  it('changes bytes, version and ETag with SW_REVISION', async () => {
    const a = await call('/x/sw.js');
    const b = await call('/x/sw.js', {}, { SW_REVISION: 'r2' });
    expect(b.headers.get('etag')).not.toBe(a.headers.get('etag'));
    expect(config(await b.text()).version).not.toBe(config(await a.text()).version);
    const again = await call('/x/sw.js', { headers: { 'If-None-Match': a.headers.get('etag')! } }, { SW_REVISION: 'r2' });
    expect(again.status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await call('/x/sw.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    expect(await res.text()).toBe('');
  });

  it('is only at /x/sw.js', async () => {
    for (const path of ['/sw.js', '/zh/x/sw.js']) {
      const res = await call(path);
      expect(res.headers.get('service-worker-allowed')).toBeNull();
    }
  });
});
