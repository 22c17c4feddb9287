/** The offline page lists saved pages by title; titles and paths are escaped. */
import { describe, expect, it } from 'vitest';
import { offlinePage, titleOf } from './offline';

describe('offlinePage', () => {
  it.each([
    [{ path: '/x/react-data-grid/sorting', title: 'Data Grid - Sorting - MUI X' }, '<li><a href="/x/react-data-grid/sorting">Data Grid - Sorting - MUI X</a></li>'],
    [{ path: '/x/a', title: '<b>x</b> & y' }, '<li><a href="/x/a">&lt;b&gt;x&lt;/b&gt; &amp; y</a></li>'],
    [{ path: '/zh/x/%E6%95%B0' }, '<li><a href="/zh/x/%E6%95%B0">/zh/x/数</a></li>'],
    ['//evil.example/x', '<li><a href="/evil.example/x">/evil.example/x</a></li>'],
  ])('%j', (saved, item) => {
    expect(offlinePage({ requested: '/x/b', cached: [saved] })).toContain(item);
  });
});

describe('titleOf', () => {
  it('reads the title of a saved page', async () => {
    const html = `<!doctype html><html><head><meta charset="utf-8"><style>${'a{}'.repeat(5000)}</style><title>Charts - Lines &amp; areas - MUI X</title></head><body>${'x'.repeat(100_000)}</body></html>`;
    expect(await titleOf(new Response(html))).toBe('Charts - Lines & areas - MUI X');
  });
  it('is undefined without a title', async () => {
    expect(await titleOf(new Response('<p>no title</p>'))).toBeUndefined();
  });
});
