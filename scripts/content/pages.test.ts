import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPages, localesToRebuild, pageAt, type SourcePage } from './pages';

const ROOT = join(__dirname, '..', '..');
const PAGES = join(ROOT, 'content', 'pages');

describe('pageAt (npm start finds the edited page without walking content/)', () => {
  it('answers a page folder with its path and files, as findPages lists it', () => {
    const dir = join(PAGES, 'introduction');
    expect(pageAt(ROOT, dir)).toEqual({ path: '/x/introduction', files: { en: 'content/pages/introduction/index.md', zh: 'content/pages/introduction/index.zh.md' }, dir });
    const sorting = join(PAGES, 'react-data-grid', 'sorting');
    expect(pageAt(ROOT, sorting)).toEqual(findPages(ROOT).find((p) => p.dir === sorting));
    expect(pageAt(ROOT, sorting)?.files).toEqual({ en: 'content/pages/react-data-grid/sorting/index.md' });
  });

  it('answers nothing for a folder without index.md or outside content/pages', () => {
    expect(pageAt(ROOT, join(PAGES, 'react-data-grid', 'shared'))).toBeUndefined();
    expect(pageAt(ROOT, join(ROOT, 'content'))).toBeUndefined();
    expect(pageAt(ROOT, ROOT)).toBeUndefined();
  });
});

const root = '/repo';
const translated: SourcePage = {
  path: '/x/react-data-grid/sorting',
  dir: '/repo/content/pages/react-data-grid/sorting',
  files: { en: 'content/pages/react-data-grid/sorting/index.md', zh: 'content/pages/react-data-grid/sorting/index.zh.md' },
};
const englishOnly: SourcePage = { path: '/x/react-charts/bars', dir: '/repo/content/pages/react-charts/bars', files: { en: 'content/pages/react-charts/bars/index.md' } };

describe('localesToRebuild (npm start, one-page rebuild)', () => {
  it('compiles only English after an edit of the English file of a translated page', () => {
    expect(localesToRebuild(root, translated, '/repo/content/pages/react-data-grid/sorting/index.md')).toEqual(['en']);
  });

  it('compiles only Chinese after an edit of its own file', () => {
    expect(localesToRebuild(root, translated, '/repo/content/pages/react-data-grid/sorting/index.zh.md')).toEqual(['zh']);
  });

  it('compiles Chinese with English when the Chinese page is the English text', () => {
    expect(localesToRebuild(root, englishOnly, '/repo/content/pages/react-charts/bars/index.md')).toEqual(['en', 'zh']);
  });

  it('compiles every locale after a demo edit or an unknown file', () => {
    expect(localesToRebuild(root, translated, undefined)).toEqual(['en', 'zh']);
    expect(localesToRebuild(root, englishOnly, undefined)).toEqual(['en', 'zh']);
    expect(localesToRebuild(root, englishOnly, '/repo/content/pages/react-charts/bars/BarsDemo.tsx')).toEqual(['en', 'zh']);
    expect(localesToRebuild(root, translated, '/repo/content/pages/react-data-grid/sorting/SortingGrid.tsx')).toEqual(['en', 'zh']);
  });
});
