/**
 * Tests of the version menu links, on small lists and on the real
 * `content/version-paths.json`.
 */
import { describe, expect, it } from 'vitest';
import versionPathsJson from '../content/version-paths.json';
import { CURRENT_VERSION } from './constants';
import type { ProductId } from './nav';
import { DEFAULT_VERSION_HOSTS, versionLinks, type VersionHosts, type VersionPaths } from './versions';

const real = versionPathsJson as VersionPaths;

const small: VersionPaths = {
  v7: ['/x/introduction', '/x/react-data-grid', '/x/react-data-grid/sorting', '/x/react-charts', '/x/api/data-grid/data-grid'],
  v6: ['/x/introduction', '/x/react-data-grid', '/x/react-date-pickers'],
  v5: ['/x/introduction'],
};

function hrefs(...args: Parameters<typeof versionLinks>): Record<string, string> {
  return Object.fromEntries(versionLinks(...args).map((entry) => [entry.text, entry.href]));
}

describe('entries', () => {
  it.each<[ProductId, string[]]>([
    ['x-data-grid', [`v${CURRENT_VERSION}`, 'v7', 'v6', 'v5', 'v4']],
    ['x-date-pickers', ['v8.11.1', 'v7', 'v6', 'v5']],
    ['x-charts', ['v8.11.1', 'v7', 'v6', 'v5']],
    ['x-tree-view', ['v8.11.1', 'v7', 'v6', 'v5']],
    ['x', ['v8.11.1', 'v7', 'v6', 'v5']],
  ])('%s lists %j in order, only the first current', (productId, texts) => {
    const entries = versionLinks({ path: '/x/introduction', productId, locale: 'en', versionPaths: small });
    expect(entries.map((entry) => entry.text)).toEqual(texts);
    expect(entries.map((entry) => entry.current)).toEqual(texts.map((_, i) => i === 0));
  });

  it.each([
    ['en', '/x/react-data-grid/sorting', '/x/react-data-grid/sorting'],
    ['zh', '/x/react-data-grid/sorting', '/zh/x/react-data-grid/sorting'],
    ['en', '/x/api/data-grid/data-grid', '/x/api/data-grid/data-grid'],
  ] as const)('current entry in %s for %s links to %s in this site', (locale, path, href) => {
    const [current] = versionLinks({ path, productId: 'x-data-grid', locale, versionPaths: small });
    expect(current).toEqual({ text: 'v8.11.1', href, current: true });
  });
});

describe('older versions: same page, else library home, else introduction, else root', () => {
  it.each<[string, string, ProductId, Record<string, string>]>([
    [
      'page exists in v7 only',
      '/x/react-data-grid/sorting',
      'x-data-grid',
      { v7: 'https://v7.mui.com/x/react-data-grid/sorting', v6: 'https://v6.mui.com/x/react-data-grid', v5: 'https://v5.mui.com/x/introduction' },
    ],
    ['API page', '/x/api/data-grid/data-grid', 'x-data-grid', { v7: 'https://v7.mui.com/x/api/data-grid/data-grid', v6: 'https://v6.mui.com/x/react-data-grid' }],
    [
      'pickers home',
      '/x/react-date-pickers/date-picker',
      'x-date-pickers',
      { v7: 'https://v7.mui.com/x/introduction', v6: 'https://v6.mui.com/x/react-date-pickers', v5: 'https://v5.mui.com/x/introduction' },
    ],
    ['charts home', '/x/react-charts/bars', 'x-charts', { v7: 'https://v7.mui.com/x/react-charts', v6: 'https://v6.mui.com/x/introduction' }],
    ['other pages go to the introduction', '/x/common-concepts/custom-components', 'x', { v7: 'https://v7.mui.com/x/introduction' }],
  ])('%s', (_name, path, productId, expected) => {
    expect(hrefs({ path, productId, locale: 'en', versionPaths: small })).toMatchObject(expected);
  });

  it('falls back to the host root when nothing is listed', () => {
    const empty: VersionPaths = { v7: [], v6: [], v5: [] };
    expect(hrefs({ path: '/x/react-charts/bars', productId: 'x-charts', locale: 'en', versionPaths: empty })).toEqual({
      'v8.11.1': '/x/react-charts/bars',
      v7: 'https://v7.mui.com/',
      v6: 'https://v6.mui.com/',
      v5: 'https://v5.mui.com/',
    });
  });

  it('v4 (data grid only) links to the v4 data grid page', () => {
    expect(hrefs({ path: '/x/react-data-grid/sorting', productId: 'x-data-grid', locale: 'en', versionPaths: small }).v4).toBe('https://v4.mui.com/components/data-grid/');
  });
});

describe('language prefix', () => {
  it('zh prefixes every link, v4 included', () => {
    expect(hrefs({ path: '/x/react-data-grid/sorting', productId: 'x-data-grid', locale: 'zh', versionPaths: real })).toEqual({
      'v8.11.1': '/zh/x/react-data-grid/sorting',
      v7: 'https://v7.mui.com/zh/x/react-data-grid/sorting',
      v6: 'https://v6.mui.com/zh/x/react-data-grid/sorting',
      v5: 'https://v5.mui.com/zh/x/react-data-grid/sorting',
      v4: 'https://v4.mui.com/zh/components/data-grid/',
    });
  });

  it('zh prefixes the root fallback', () => {
    const empty: VersionPaths = { v7: [], v6: [], v5: [] };
    expect(hrefs({ path: '/x/introduction', productId: 'x', locale: 'zh', versionPaths: empty }).v7).toBe('https://v7.mui.com/zh/');
  });
});

describe('hosts', () => {
  it('defaults to the mui.com version hosts', () => {
    expect(DEFAULT_VERSION_HOSTS).toEqual({
      v7: 'https://v7.mui.com',
      v6: 'https://v6.mui.com',
      v5: 'https://v5.mui.com',
      v4: 'https://v4.mui.com',
    });
  });

  it('uses the given hosts, with or without a trailing slash', () => {
    const hosts: VersionHosts = { v7: 'http://127.0.0.1:9007/', v6: 'http://v6.test', v5: 'http://v5.test//', v4: 'http://v4.test/' };
    expect(hrefs({ path: '/x/introduction', productId: 'x-data-grid', locale: 'en', hosts, versionPaths: small })).toEqual({
      'v8.11.1': '/x/introduction',
      v7: 'http://127.0.0.1:9007/x/introduction',
      v6: 'http://v6.test/x/introduction',
      v5: 'http://v5.test/x/introduction',
      v4: 'http://v4.test/components/data-grid/',
    });
  });
});

describe('content/version-paths.json', () => {
  it.each<[string, ProductId, string, string, string]>([
    ['/x/react-data-grid/sorting', 'x-data-grid', '/x/react-data-grid/sorting', '/x/react-data-grid/sorting', '/x/react-data-grid/sorting'],
    ['/x/api/data-grid/data-grid', 'x-data-grid', '/x/api/data-grid/data-grid', '/x/api/data-grid/data-grid', '/x/api/data-grid/data-grid'],
    ['/x/react-charts/bars', 'x-charts', '/x/react-charts/bars', '/x/react-charts/bars', '/x/introduction'],
    ['/x/react-date-pickers/date-picker', 'x-date-pickers', '/x/react-date-pickers/date-picker', '/x/react-date-pickers/date-picker', '/x/react-date-pickers/date-picker'],
    ['/x/react-date-pickers/no-such-page', 'x-date-pickers', '/x/react-date-pickers', '/x/react-date-pickers', '/x/introduction'],
    ['/x/react-tree-view/no-such-page', 'x-tree-view', '/x/react-tree-view', '/x/react-tree-view', '/x/introduction'],
    ['/x/introduction/mcp', 'x', '/x/introduction', '/x/introduction', '/x/introduction'],
  ])('%s (%s) -> v7 %s, v6 %s, v5 %s', (path, productId, v7, v6, v5) => {
    expect(hrefs({ path, productId, locale: 'en', versionPaths: real })).toMatchObject({
      v7: `https://v7.mui.com${v7}`,
      v6: `https://v6.mui.com${v6}`,
      v5: `https://v5.mui.com${v5}`,
    });
  });
});
