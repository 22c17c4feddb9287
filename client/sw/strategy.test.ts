/**
 * The service worker's pure rules: strategies per request, what may be
 * cached, cache versioning, the reload guard, the host check, the offline page.
 */
import { describe, expect, it } from 'vitest';
import { shouldRegisterServiceWorker } from './host';
import { escapeHtml, offlinePage } from './offline';
import { RELOAD_GUARD_MS, mayReload } from './register';
import { MAX_OLD_VERSIONS, cacheNames, cacheable, parseCacheName, retiredCaches, staleCaches, strategyFor } from './strategy';

const ORIGIN = 'https://mui.com';

describe('strategyFor', () => {
  it.each([
    ['a docs page', `${ORIGIN}/x/introduction`, 'navigate', 'GET', 'page'],
    ['a Chinese page', `${ORIGIN}/zh/x/introduction`, 'navigate', 'GET', 'page'],
    ['the hashed client bundle', `${ORIGIN}/build/shell-ABC.js`, 'cors', 'GET', 'asset'],
    ['a stylesheet', `${ORIGIN}/static/styles/icons.css`, 'no-cors', 'GET', 'asset'],
    ['a font', `${ORIGIN}/static/fonts/material-icons.woff2`, 'cors', 'GET', 'asset'],
    ['an in-house ad image', `${ORIGIN}/static/ads/pro.svg`, 'no-cors', 'GET', 'bypass'],
    ['the ad network', 'https://srv.ads.example/ads/x.json', 'cors', 'GET', 'bypass'],
    ['the ad network script', 'https://cdn.ads.example/ad.js', 'no-cors', 'GET', 'bypass'],
    ['analytics', 'https://www.google-analytics.com/g/collect?v=2', 'no-cors', 'POST', 'bypass'],
    ['the tag script', 'https://www.googletagmanager.com/gtag/js?id=G-1', 'no-cors', 'GET', 'bypass'],
    ['the worker script', `${ORIGIN}/x/sw.js`, 'same-origin', 'GET', 'bypass'],
    ['a search request', `${ORIGIN}/x/search.json`, 'cors', 'GET', 'bypass'],
    ['a POST', `${ORIGIN}/x/introduction`, 'navigate', 'POST', 'bypass'],
    ['a page of another site', 'https://v7.mui.com/x/introduction', 'navigate', 'GET', 'bypass'],
  ])('%s -> %s', (_name, url, mode, method, expected) => {
    expect(strategyFor({ url, mode, method }, ORIGIN)).toBe(expected);
  });

  it('treats precached shell files as assets wherever they live', () => {
    const precached = new Set(['/site/site-abc.css']);
    expect(strategyFor({ url: `${ORIGIN}/site/site-abc.css`, mode: 'no-cors', method: 'GET' }, ORIGIN, precached)).toBe('asset');
    expect(strategyFor({ url: `${ORIGIN}/site/other.css`, mode: 'no-cors', method: 'GET' }, ORIGIN, precached)).toBe('bypass');
  });
});

describe('cacheable', () => {
  it.each([
    [200, 'basic', true],
    [200, 'default', true],
    [404, 'basic', false],
    [500, 'basic', false],
    [503, 'basic', false],
    [0, 'opaqueredirect', false],
    [0, 'opaque', false],
    [206, 'basic', false],
  ])('%s %s -> %s', (status, type, expected) => {
    expect(cacheable({ status, type })).toBe(expected);
  });
});

describe('cache versions', () => {
  it('names every cache after the version', () => {
    expect(Object.values(cacheNames('v1-abc')).every((n) => n.endsWith('-v1-abc'))).toBe(true);
  });
  it('lists our caches of other versions, and leaves others alone', () => {
    const keys = [...Object.values(cacheNames('old')), ...Object.values(cacheNames('new')), 'someone-else'];
    expect(staleCaches(keys, 'new')).toEqual(Object.values(cacheNames('old')));
  });
  it('reads the kind and version back from a name', () => {
    expect(parseCacheName(cacheNames('c1-ab12').pages)).toEqual({ kind: 'pages', version: 'c1-ab12' });
    expect(parseCacheName('someone-else')).toBeUndefined();
  });
  it('keeps older versions that still hold saved pages (the newest MAX_OLD_VERSIONS), whole; drops the rest', () => {
    const all = (v: string) => Object.values(cacheNames(v));
    // Creation order: v1 oldest.
    const keys = [...all('v1'), ...all('v2'), ...all('v3'), ...all('v4'), ...all('new'), 'someone-else'];
    expect(MAX_OLD_VERSIONS).toBe(2);
    // v2 holds no page: gone; of v1, v3, v4 (all holding pages) the two newest stay.
    expect(retiredCaches(keys, 'new', new Set(['v1', 'v3', 'v4']))).toEqual([...all('v1'), ...all('v2')]);
    expect(retiredCaches(keys, 'new', new Set())).toEqual(staleCaches(keys, 'new'));
  });
});

describe('mayReload', () => {
  const now = 1_000_000_000;
  it.each([
    [null, true],
    ['', true],
    ['garbage', true],
    [String(now - RELOAD_GUARD_MS), true],
    [String(now - 1000), false],
    [String(now), false],
    [String(now + 5000), true],
  ])('last reload %s -> %s', (last, expected) => {
    expect(mayReload(last, now)).toBe(expected);
  });
});

describe('shouldRegisterServiceWorker', () => {
  it.each([
    ['mui.com', 'mui.com', true, true],
    ['MUI.com', 'mui.com', true, true],
    ['127.0.0.1', '127.0.0.1', true, true],
    ['localhost', 'mui.com', true, false],
    ['v7.mui.com', 'mui.com', true, false],
    ['mui.com', 'mui.com', false, false],
    ['mui.com', '', true, false],
  ])('%s with production host %s (supported %s) -> %s', (host, production, supported, expected) => {
    expect(shouldRegisterServiceWorker(host, production, supported)).toBe(expected);
  });
});

describe('offlinePage', () => {
  it('says the page is offline and lists the saved pages, escaped', () => {
    const html = offlinePage({ requested: '/x/roadmap?a=<b>', cached: ['/x/introduction', '/x/"><script>alert(1)</script>'] });
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('<a href="/x/introduction">/x/introduction</a>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('/x/roadmap?a=&lt;b&gt;');
  });
  it('never links to another site', () => {
    const html = offlinePage({ requested: '//evil.example/x', cached: ['//evil.example/y', '/\\evil.example'] });
    expect(html).not.toMatch(/href="\/\/|href="\/\\/);
  });
  it('says when nothing was saved', () => {
    expect(offlinePage({ requested: '/x', cached: [] })).toContain('No page has been saved');
  });
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
