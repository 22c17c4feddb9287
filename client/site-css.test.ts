/**
 * The site stylesheet for returning readers (client/site-css.ts,
 * lib/site-css.ts): when the file is fetched, when the cookie is written,
 * and when nothing happens.
 */
import { describe, expect, it } from 'vitest';
import { SITE_CSS_COOKIE_MAX_AGE, siteCssCookie, siteCssHash } from '../lib/site-css';
import { IDLE_TIMEOUT_MS, rememberSiteCss } from './site-css';

const HREF = '/site/site-9ba69c1b7a.css';

function setup(opts: { cookie?: string; readyState?: DocumentReadyState; response?: () => Promise<Response>; protocol?: string; idleCallback?: boolean } = {}) {
  const doc = { readyState: opts.readyState ?? 'complete', cookie: opts.cookie ?? '' } as { readyState: DocumentReadyState; cookie: string };
  const written: string[] = [];
  Object.defineProperty(doc, 'cookie', {
    get: () => opts.cookie ?? '',
    set: (v: string) => written.push(v),
  });
  const fetched: [string, RequestInit | undefined][] = [];
  const idle: { fn: () => void; timeout?: number }[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const load: (() => void)[] = [];
  const win = {
    location: { protocol: opts.protocol ?? 'http:' },
    fetch: (url: string, init?: RequestInit) => {
      fetched.push([url, init]);
      return (opts.response ?? (() => Promise.resolve(new Response('body{}', { status: 200 }))))();
    },
    addEventListener: (type: string, fn: () => void) => type === 'load' && load.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    ...(opts.idleCallback === false ? {} : { requestIdleCallback: (fn: () => void, o?: { timeout?: number }) => idle.push({ fn, timeout: o?.timeout }) }),
  };
  return { doc, win: win as unknown as Parameters<typeof rememberSiteCss>[1], written, fetched, idle, timers, load };
}

describe('site stylesheet cookie (lib/site-css)', () => {
  it('reads the hash of a site stylesheet address and nothing else', () => {
    expect(siteCssHash(HREF)).toBe('9ba69c1b7a');
    expect(siteCssHash('/site/site-XYZ.css')).toBeUndefined();
    expect(siteCssHash('https://evil.example/site/site-9ba69c1b7a.css')).toBeUndefined();
    expect(siteCssHash('/build/shell-02CE257F.js')).toBeUndefined();
  });

  it('writes a 30-day, site-wide, Lax cookie, Secure on https', () => {
    expect(siteCssCookie('9ba69c1b7a', false)).toBe(`siteCss=9ba69c1b7a; Path=/; Max-Age=${SITE_CSS_COOKIE_MAX_AGE}; SameSite=Lax`);
    expect(SITE_CSS_COOKIE_MAX_AGE).toBe(30 * 24 * 3600);
    expect(siteCssCookie('9ba69c1b7a', true)).toMatch(/; Secure$/);
    expect(() => siteCssCookie('9ba; Path=/evil', false)).toThrow(/Invalid/);
  });
});

describe('rememberSiteCss', () => {
  it('fetches the file when the browser is idle, then records its hash', async () => {
    const s = setup();
    const done = rememberSiteCss(s.doc, s.win, HREF);
    expect(s.fetched).toEqual([]);
    expect(s.idle).toHaveLength(1);
    expect(s.idle[0]!.timeout).toBe(IDLE_TIMEOUT_MS);
    s.idle[0]!.fn();
    await done;
    expect(s.fetched).toEqual([[HREF, { credentials: 'same-origin' }]]);
    expect(s.written).toEqual([siteCssCookie('9ba69c1b7a', false)]);
  });

  it('waits for load when the page is still loading', async () => {
    const s = setup({ readyState: 'interactive' });
    const done = rememberSiteCss(s.doc, s.win, HREF);
    expect(s.idle).toHaveLength(0);
    expect(s.load).toHaveLength(1);
    s.load[0]!();
    s.idle[0]!.fn();
    await done;
    expect(s.written).toHaveLength(1);
  });

  it('falls back to a timer without requestIdleCallback, and marks the cookie Secure on https', async () => {
    const s = setup({ idleCallback: false, protocol: 'https:' });
    const done = rememberSiteCss(s.doc, s.win, HREF);
    expect(s.timers).toHaveLength(1);
    s.timers[0]!.fn();
    await done;
    expect(s.written).toEqual([siteCssCookie('9ba69c1b7a', true)]);
  });

  it('does nothing when the cookie already names this file', () => {
    const s = setup({ cookie: 'codeVariant=JS; siteCss=9ba69c1b7a' });
    expect(rememberSiteCss(s.doc, s.win, HREF)).toBeUndefined();
    expect(s.idle).toHaveLength(0);
    expect(s.fetched).toHaveLength(0);
  });

  it("replaces a cookie naming another build's file", async () => {
    const s = setup({ cookie: 'siteCss=0123456789' });
    const done = rememberSiteCss(s.doc, s.win, HREF);
    s.idle[0]!.fn();
    await done;
    expect(s.written).toEqual([siteCssCookie('9ba69c1b7a', false)]);
  });

  it('writes nothing when the file does not arrive (error status, network failure, body cut short)', async () => {
    for (const response of [
      () => Promise.resolve(new Response('gone', { status: 404 })),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve({ ok: true, arrayBuffer: () => Promise.reject(new TypeError('network error')) } as unknown as Response),
    ]) {
      const s = setup({ response });
      const done = rememberSiteCss(s.doc, s.win, HREF);
      s.idle[0]!.fn();
      await done;
      expect(s.fetched).toHaveLength(1);
      expect(s.written).toEqual([]);
    }
  });

  it('does nothing without a site stylesheet address (an older cached page, or a bad one)', () => {
    for (const href of [undefined, '', '/static/x.css', 'javascript:alert(1)']) {
      const s = setup();
      expect(rememberSiteCss(s.doc, s.win, href)).toBeUndefined();
      expect(s.idle).toHaveLength(0);
    }
  });
});
