import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPages, pageAt } from './pages';

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
