/**
 * Table-driven tests of `route`: home redirects, locale prefixes, canonical
 * redirects (trailing and repeated slashes) that stay same-origin, API
 * content paths, the playground, API tabs, markdown output and bad paths.
 */
import { describe, expect, it } from 'vitest';
import { apiContentPath, localizePath, route, type Route } from './routing';

describe('home redirects', () => {
  it.each([
    ['/', '', '/x/introduction'],
    ['/x', '', '/x/introduction'],
    ['/zh', '', '/zh/x/introduction'],
    ['/zh/x', '', '/zh/x/introduction'],
    ['/en', '', '/x/introduction'],
    ['/', '?a=1', '/x/introduction?a=1'],
    ['/zh/x', '?a=1&b=2', '/zh/x/introduction?a=1&b=2'],
  ])('%s%s -> 301 %s', (path, search, location) => {
    expect(route(path, search)).toEqual({ kind: 'redirect', status: 301, location });
  });
});

describe('one hop: a redirect goes straight to the final address', () => {
  it.each([
    ['/x/', '', '/x/introduction'],
    ['/x//', '?a=1', '/x/introduction?a=1'],
    ['//', '', '/x/introduction'],
    ['/zh/x/', '', '/zh/x/introduction'],
    ['/zh/', '', '/zh/x/introduction'],
    ['/en/', '', '/x/introduction'],
    ['/en/x/', '', '/x/introduction'],
    ['/en/x/react-data-grid/sorting/', '?q=1', '/x/react-data-grid/sorting?q=1'],
  ])('%s%s -> 301 %s', (path, search, location) => {
    expect(route(path, search)).toEqual({ kind: 'redirect', status: 301, location });
  });

  it('never answers a redirect whose target redirects again', () => {
    const paths = ['/', '/x', '/x/', '/zh', '/zh/', '/zh/x/', '/en', '/en/', '/en/x', '/en/x/', '/en/zh/', '//x//', '/x/introduction/', '/en/x/api/data-grid/data-grid/'];
    for (const path of paths) {
      for (const search of ['', '?a=1']) {
        const first = route(path, search);
        if (first.kind !== 'redirect') continue;
        const [target, query = ''] = first.location.split('?');
        expect(route(target!, query ? `?${query}` : '').kind, `${path}${search} -> ${first.location}`).not.toBe('redirect');
      }
    }
  });
});

describe('locale prefixes', () => {
  it.each([
    ['/en/x/introduction', '', '/x/introduction'],
    ['/en/x/react-data-grid/sorting', '?page=2', '/x/react-data-grid/sorting?page=2'],
    ['/en/x/api/data-grid/data-grid', '?a=1', '/x/api/data-grid/data-grid?a=1'],
  ])('%s%s -> 301 %s (English has no prefix)', (path, search, location) => {
    expect(route(path, search)).toEqual({ kind: 'redirect', status: 301, location });
  });

  it.each([
    ['/x/introduction', 'en', '/x/introduction'],
    ['/zh/x/introduction', 'zh', '/x/introduction'],
    ['/zh/x/react-data-grid/sorting', 'zh', '/x/react-data-grid/sorting'],
  ])('%s is a page in locale %s', (path, locale, pagePath) => {
    expect(route(path)).toEqual({ kind: 'page', locale, path: pagePath, contentPath: pagePath });
  });

  it.each(['/fr/x/introduction', '/foo', '/de', '/ZH/x/introduction', '/zh/foo', '/x-foo/introduction'])('%s is 404', (path) => {
    expect(route(path)).toMatchObject({ kind: 'error', status: 404 });
  });
});

describe('canonical redirects', () => {
  it.each([
    ['/x/introduction/', '', '/x/introduction'],
    ['/x/introduction/', '?q=1', '/x/introduction?q=1'],
    ['/zh/x/react-data-grid/', '?a=1&b=%20', '/zh/x/react-data-grid?a=1&b=%20'],
    ['/x//introduction', '', '/x/introduction'],
    ['//x/introduction', '', '/x/introduction'],
    ['/x///react-data-grid//sorting//', '?q=1', '/x/react-data-grid/sorting?q=1'],
    ['/x/introduction/', '?', '/x/introduction'],
  ])('%s%s -> 301 %s', (path, search, location) => {
    expect(route(path, search)).toEqual({ kind: 'redirect', status: 301, location });
  });

  it('keeps the encoded form of the path it redirects', () => {
    expect(route('/x/a%2Cb/')).toEqual({ kind: 'redirect', status: 301, location: '/x/a%2Cb' });
  });
});

describe('redirects never leave the origin', () => {
  const hostile = [
    '//evil.example/',
    '//evil.example',
    '///evil.example',
    '////evil.example/x/',
    '/\\evil.example',
    '/\\/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example/',
    '/%2F%2Fevil.example',
    '/%2F%2Fevil.example/',
    '/en//evil.example',
    '/en/%2F%2Fevil.example/',
    '/zh//evil.example/',
    '//',
  ];
  it.each(hostile)('%s', (path) => {
    for (const search of ['', '?next=//evil.example']) {
      const result = route(path, search);
      if (result.kind === 'redirect') {
        // Exactly one slash, then a non-slash (or nothing): never `//host` or `/\host`.
        expect(result.location).toMatch(/^\/(?:[^/\\]|$)/);
        expect(result.location).not.toContain('\\');
      }
    }
  });

  it('a hostile path with a trailing slash still redirects, but to a path', () => {
    expect(route('//evil.example/')).toEqual({ kind: 'redirect', status: 301, location: '/evil.example' });
  });
});

describe('API paths', () => {
  it.each([
    ['/x/api/data-grid/data-grid', 'en', '/x/api/data-grid/data-grid', '/x/api-docs/data-grid/data-grid'],
    ['/zh/x/api/date-pickers/date-picker', 'zh', '/x/api/date-pickers/date-picker', '/x/api-docs/date-pickers/date-picker'],
    ['/x/api/charts/bar-chart', 'en', '/x/api/charts/bar-chart', '/x/api-docs/charts/bar-chart'],
    ['/x/api', 'en', '/x/api', '/x/api-docs'],
    ['/x/apis/foo', 'en', '/x/apis/foo', '/x/apis/foo'],
  ])('%s -> page %s %s stored at %s (no redirect)', (raw, locale, path, contentPath) => {
    expect(route(raw)).toEqual({ kind: 'page', locale, path, contentPath });
  });

  it.each([
    ['/x/api/tree-view/tree-item', '/x/api-docs/tree-view/tree-item'],
    ['/x/api', '/x/api-docs'],
    ['/x/react-data-grid', '/x/react-data-grid'],
    ['/x/api-docs/x', '/x/api-docs/x'],
  ])('apiContentPath(%s) = %s', (path, expected) => {
    expect(apiContentPath(path)).toBe(expected);
  });

  it.each([
    ['/x/introduction', 'en', '/x/introduction'],
    ['/x/introduction', 'zh', '/zh/x/introduction'],
  ] as const)('localizePath(%s, %s) = %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });
});

describe('playground', () => {
  it.each([
    ['/x/playground/BasicGrid', 'en', 'BasicGrid'],
    ['/zh/x/playground/data-grid_basic-1', 'zh', 'data-grid_basic-1'],
  ])('%s -> playground %s %s', (path, locale, demoId) => {
    expect(route(path)).toEqual({ kind: 'playground', locale, demoId });
  });

  it.each(['/x/playground', '/x/playground/-leading-dash', '/x/playground/_leading', '/x/playground/a.b', '/x/playground/a/b', '/x/playground/BasicGrid.md', `/x/playground/${'a'.repeat(201)}`])(
    '%s is 404',
    (path) => {
      expect(route(path)).toMatchObject({ kind: 'error', status: 404 });
    },
  );
});

describe('API tab segment', () => {
  it.each([
    ['/x/react-data-grid/components-api', 'en', '/x/react-data-grid', '/x/react-data-grid', 'components-api'],
    ['/x/react-data-grid/sorting/hooks-api', 'en', '/x/react-data-grid/sorting', '/x/react-data-grid/sorting', 'hooks-api'],
    ['/zh/x/react-tree-view/components-api', 'zh', '/x/react-tree-view', '/x/react-tree-view', 'components-api'],
    ['/x/api/data-grid/data-grid/components-api', 'en', '/x/api/data-grid/data-grid', '/x/api-docs/data-grid/data-grid', 'components-api'],
    ['/zh/x/api/charts/bar-chart/hooks-api', 'zh', '/x/api/charts/bar-chart', '/x/api-docs/charts/bar-chart', 'hooks-api'],
  ])('%s -> %s %s (%s) tab %s', (raw, locale, path, contentPath, tab) => {
    expect(route(raw)).toEqual({ kind: 'page', locale, path, contentPath, tab });
  });

  it('a tab name directly under /x is a page, not a tab', () => {
    expect(route('/x/components-api')).toEqual({ kind: 'page', locale: 'en', path: '/x/components-api', contentPath: '/x/components-api' });
  });

  it('only the last segment is a tab', () => {
    expect(route('/x/react-data-grid/components-api/sorting')).not.toHaveProperty('tab');
  });
});

describe('markdown suffix', () => {
  it.each([
    ['/x/react-data-grid/sorting.md', { locale: 'en', path: '/x/react-data-grid/sorting', contentPath: '/x/react-data-grid/sorting' }],
    ['/zh/x/introduction.md', { locale: 'zh', path: '/x/introduction', contentPath: '/x/introduction' }],
    ['/x/api/data-grid/data-grid.md', { locale: 'en', path: '/x/api/data-grid/data-grid', contentPath: '/x/api-docs/data-grid/data-grid' }],
    ['/x/react-data-grid/components-api.md', { locale: 'en', path: '/x/react-data-grid', contentPath: '/x/react-data-grid', tab: 'components-api' }],
  ])('%s is markdown', (raw, expected) => {
    expect(route(raw)).toEqual({ kind: 'page', markdown: true, ...expected });
  });

  it.each(['/x/introduction', '/x/.md', '/x/readme.mdx'])('%s is not markdown', (raw) => {
    expect(route(raw)).not.toHaveProperty('markdown');
  });
});

describe('bad paths', () => {
  it.each<[string, string, Route['kind'], number]>([
    ['over 2048 characters', `/x/${'a'.repeat(2046)}`, 'error', 414],
    ['invalid percent-encoding', '/x/%E0%A4%A', 'error', 400],
    ['a lone percent sign', '/x/100%', 'error', 400],
    ['NUL', '/x/intro%00duction', 'error', 400],
    ['a control character', '/x/intro%0Aduction', 'error', 400],
    ['.. traversal', '/x/../etc/passwd', 'error', 400],
    ['encoded .. traversal', '/x/%2e%2e/etc/passwd', 'error', 400],
    ['upper-case encoded traversal', '/x/%2E%2E', 'error', 400],
    ['a . segment', '/x/./introduction', 'error', 400],
    ['raw markup', '/x/<script>', 'error', 400],
    ['encoded markup', '/x/%3Cscript%3E', 'error', 400],
    ['a double quote', '/x/"onload', 'error', 400],
    ['an encoded double quote', '/x/%22onload', 'error', 400],
    ['a backslash', '/x\\introduction', 'error', 400],
    ['no leading slash', 'x/introduction', 'error', 400],
    ['a space', '/x/intro%20duction', 'error', 404],
  ])('%s -> %s %i', (_name, path, kind, status) => {
    expect(route(path)).toMatchObject({ kind, status });
  });

  it('accepts a path of exactly 2048 characters', () => {
    const path = `/x/${'a'.repeat(2045)}`;
    expect(path).toHaveLength(2048);
    expect(route(path)).toMatchObject({ kind: 'page' });
  });

  it('checks bad characters before it redirects a trailing slash', () => {
    expect(route('/x/%3Cscript%3E/')).toMatchObject({ kind: 'error', status: 400 });
  });
});

describe('cross product: language x API x tab x playground', () => {
  const languages = [
    { prefix: '', locale: 'en' },
    { prefix: '/zh', locale: 'zh' },
  ] as const;
  const pages = [
    { raw: '/x/react-data-grid/sorting', path: '/x/react-data-grid/sorting', contentPath: '/x/react-data-grid/sorting' },
    { raw: '/x/api/data-grid/data-grid', path: '/x/api/data-grid/data-grid', contentPath: '/x/api-docs/data-grid/data-grid' },
  ];
  const tabs = [undefined, 'components-api', 'hooks-api'] as const;
  const cases = languages.flatMap((lang) => pages.flatMap((page) => tabs.map((tab) => ({ lang, page, tab }))));

  it.each(cases)('$lang.locale $page.raw tab=$tab', ({ lang, page, tab }) => {
    const raw = `${lang.prefix}${page.raw}${tab ? `/${tab}` : ''}`;
    expect(route(raw)).toEqual({
      kind: 'page',
      locale: lang.locale,
      path: page.path,
      contentPath: page.contentPath,
      ...(tab ? { tab } : {}),
    });
    expect(route(`${raw}/`, '?q=1')).toEqual({ kind: 'redirect', status: 301, location: `${raw}?q=1` });
  });

  it.each(languages)('$locale playground', ({ prefix, locale }) => {
    expect(route(`${prefix}/x/playground/Demo1`)).toEqual({ kind: 'playground', locale, demoId: 'Demo1' });
    expect(route(`${prefix}/x/playground/Demo1/components-api`)).toMatchObject({ kind: 'error', status: 404 });
  });
});
