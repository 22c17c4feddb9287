/**
 * The ad network answer: what is accepted, what is refused as hostile or
 * malformed, and how the fetch retries and stops.
 */
import { describe, expect, it } from 'vitest';
import { AD } from '../../lib/constants';
import { MAX_AD_RESPONSE_BYTES, adScriptUrl, adServiceUrl, fetchNetworkAd, pickNetworkAd, pixelUrls, safeHttpUrl, sanitizeNetworkAd } from './ad-network';

const GOOD = {
  statlink: 'https://ads.example/click/1',
  statimp: 'https://ads.example/imp/1',
  image: 'https://ads.example/img/1.png',
  company: 'Acme & Co',
  description: 'Deploy grids faster.',
  pixel: 'https://px.example/a?t=[timestamp]||https://px.example/b/[timestamp]',
  timestamp: 1700000000,
};

describe('safeHttpUrl', () => {
  it.each([
    ['https://a.example/x', 'https://a.example/x'],
    ['http://127.0.0.1:8794/p', 'http://127.0.0.1:8794/p'],
    ['javascript:alert(1)', undefined],
    [' JavaScript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['//a.example/x', undefined],
    ['/relative', undefined],
    [42, undefined],
    [`https://a.example/${'x'.repeat(3000)}`, undefined],
  ])('%s -> %s', (input, expected) => {
    expect(safeHttpUrl(input)).toBe(expected);
  });
});

describe('sanitizeNetworkAd', () => {
  it('keeps a well-formed entry, pixels split and time-stamped', () => {
    expect(sanitizeNetworkAd(GOOD)).toEqual({
      statlink: 'https://ads.example/click/1',
      statimp: 'https://ads.example/imp/1',
      image: 'https://ads.example/img/1.png',
      company: 'Acme & Co',
      description: 'Deploy grids faster.',
      pixels: ['https://px.example/a?t=1700000000', 'https://px.example/b/1700000000'],
    });
  });

  it.each<[string, unknown]>([
    ['an empty object', {}],
    ['no statlink', { ...GOOD, statlink: undefined }],
    ['an empty statlink', { ...GOOD, statlink: '' }],
    ['a javascript: statlink', { ...GOOD, statlink: 'javascript:alert(document.cookie)' }],
    ['a script tag in the description', { ...GOOD, description: '<script>alert(1)</script>' }],
    ['markup in the company', { ...GOOD, company: '<img src=x onerror=alert(1)>' }],
    ['a number as company', { ...GOOD, company: 123 }],
    ['an object as description', { ...GOOD, description: { html: 'x' } }],
    ['a javascript: image', { ...GOOD, image: 'javascript:alert(1)' }],
    ['a data: pixel', { ...GOOD, pixel: 'data:image/gif;base64,xx' }],
    ['a pixel array', { ...GOOD, pixel: ['https://px.example/a'] }],
    ['a huge description', { ...GOOD, description: 'x'.repeat(5000) }],
    ['a hostile timestamp', { ...GOOD, timestamp: '"><script>' }],
    ['an array', [GOOD]],
    ['a string', 'ad'],
    ['null', null],
  ])('refuses %s', (_name, item) => {
    expect(sanitizeNetworkAd(item)).toBeUndefined();
  });

  it('accepts an entry without image, impression or pixels', () => {
    expect(sanitizeNetworkAd({ statlink: GOOD.statlink, company: 'Acme', description: 'Hi' })).toEqual({ statlink: GOOD.statlink, company: 'Acme', description: 'Hi', pixels: [] });
  });
});

describe('pixelUrls', () => {
  it('fills the current time when the answer has no timestamp', () => {
    const [url] = pixelUrls('https://px.example/[timestamp]', undefined)!;
    expect(url).toMatch(/^https:\/\/px\.example\/\d{13}$/);
  });
  it('skips empty parts', () => {
    expect(pixelUrls('https://px.example/a||', 5)).toEqual(['https://px.example/a']);
  });
});

describe('pickNetworkAd', () => {
  it('uses the first non-empty entry carrying a statlink', () => {
    const second = { ...GOOD, company: 'Second' };
    expect(pickNetworkAd({ ads: [{}, { company: 'no link' }, second, GOOD] })?.company).toBe('Second');
  });
  it.each<[string, unknown]>([
    ['no ads field', { x: 1 }],
    ['ads as a string', { ads: 'x' }],
    ['ads as an object', { ads: { 0: GOOD } }],
    ['only empty entries', { ads: [{}, {}] }],
    ['a bare array', [GOOD]],
    ['null', null],
  ])('finds nothing in %s', (_name, answer) => {
    expect(pickNetworkAd(answer)).toBeUndefined();
  });
});

describe('ad network URLs', () => {
  it.each([
    ['https://srv.example/ads', 'docs', 'https://srv.example/ads/docs.json'],
    ['https://srv.example/ads/', 'docs', 'https://srv.example/ads/docs.json'],
    ['https://srv.example/ads', 'a/b?', 'https://srv.example/ads/a%2Fb%3F.json'],
    ['', 'docs', undefined],
    ['javascript:alert(1)', 'docs', undefined],
  ])('service %s + %s -> %s', (base, placement, expected) => {
    expect(adServiceUrl(base, placement)).toBe(expected);
  });
  it('adds the placement to the script URL once', () => {
    expect(adScriptUrl('https://cdn.example/ad.js?serve=X', 'docs')).toBe('https://cdn.example/ad.js?serve=X&placement=docs');
    expect(adScriptUrl('https://cdn.example/ad.js?placement=own', 'docs')).toBe('https://cdn.example/ad.js?placement=own');
    expect(adScriptUrl('', 'docs')).toBeUndefined();
  });
});

/** A fake fetch answering from a list of bodies (or errors), counting calls. */
function fakeFetch(...answers: (string | Error | Response)[]) {
  let calls = 0;
  const fn = (async () => {
    const a = answers[Math.min(calls, answers.length - 1)]!;
    calls++;
    if (a instanceof Error) throw a;
    return a instanceof Response ? a : new Response(a, { headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fn, calls: () => calls };
}

describe('fetchNetworkAd', () => {
  it('returns the first usable ad', async () => {
    const f = fakeFetch(JSON.stringify({ ads: [{}, GOOD] }));
    const r = await fetchNetworkAd('https://srv.example/ads/docs.json', f.fn);
    expect(r).toMatchObject({ ok: true, attempts: 1, ad: { company: 'Acme & Co' } });
  });

  it('retries while no entry is usable, then succeeds', async () => {
    const none = JSON.stringify({ ads: [{}] });
    const f = fakeFetch(none, none, none, JSON.stringify({ ads: [GOOD] }));
    const r = await fetchNetworkAd('u', f.fn);
    expect(r).toMatchObject({ ok: true, attempts: 4 });
    expect(f.calls()).toBe(4);
  });

  it(`gives up after ${AD.fetchRetries} tries without a usable entry`, async () => {
    const f = fakeFetch(JSON.stringify({ ads: [{ ...GOOD, statlink: 'javascript:void 0' }] }));
    expect(await fetchNetworkAd('u', f.fn)).toEqual({ ok: false, reason: 'none', attempts: AD.fetchRetries });
    expect(f.calls()).toBe(AD.fetchRetries);
  });

  it.each<[string, string | Error | Response, string]>([
    ['a network error', new TypeError('Failed to fetch'), 'network'],
    ['an HTTP error', new Response('nope', { status: 500 }), 'status'],
    ['invalid JSON', '{"ads": [', 'invalid'],
    ['a huge payload', JSON.stringify({ ads: [{ ...GOOD, description: 'x'.repeat(MAX_AD_RESPONSE_BYTES) }] }), 'too-large'],
    ['a declared huge payload', new Response('{}', { headers: { 'content-length': String(10 * MAX_AD_RESPONSE_BYTES) } }), 'too-large'],
  ])('stops at once on %s', async (_name, answer, reason) => {
    const f = fakeFetch(answer);
    expect(await fetchNetworkAd('u', f.fn)).toEqual({ ok: false, reason, attempts: 1 });
    expect(f.calls()).toBe(1);
  });
});
