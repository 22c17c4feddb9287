/**
 * Frontmatter `keywords` in the search index: readers' words for a page's subject that its text does
 * not say (`rows per page`, `frozen columns`) find the page, with a weight under a heading's
 * (WEIGHTS.keyword), in the English and Chinese indexes.
 */
import { describe, expect, it } from 'vitest';
import { SearchIndex, WEIGHTS, encodeSearchIndex, type SearchDocInput } from '../../lib/search';
import { categoryIdOf, productIdOf } from '../../lib/nav';
import { storedRecord, type PageRecord } from '../../lib/page-record';
import { buildSearchIndex } from './build-index';
import { chineseDocs, englishDocs, ownEnglishTitle, searchInputRecords } from './index';

const doc = (path: string, title: string, text: string, extra: Partial<SearchDocInput> = {}): SearchDocInput => ({
  path,
  title,
  description: '',
  product: 'x-data-grid',
  kind: 'guide',
  sections: [{ anchor: '', heading: '', text }],
  ...extra,
});
const search = (docs: SearchDocInput[], q: string) => new SearchIndex(encodeSearchIndex(buildSearchIndex(docs))).search(q).map((r) => r.path);

/** An English page's record as the content build makes it. */
const record = (path: string, title: string, markdown: string, extra: Partial<PageRecord> = {}): PageRecord => ({
  path,
  locale: 'en',
  title,
  description: '',
  productId: productIdOf(path),
  categoryId: categoryIdOf(path),
  source: `content/pages${path.slice(2)}/index.md`,
  toc: [],
  html: '',
  demos: [],
  kind: 'markdown',
  markdown,
  ...extra,
});

describe('search: page keywords', () => {
  const pagination = doc('/x/react-data-grid/pagination', 'Data Grid - Pagination', 'The footer splits the rows into pages of a size people choose.', { keywords: ['rows per page', 'pager'] });
  const pinning = doc('/x/react-data-grid/column-pinning', 'Data Grid - Column pinning', 'Pinned columns stay in view while the rows scroll sideways.', {
    keywords: ['frozen columns', 'sticky columns'],
  });
  const height = doc('/x/react-data-grid/row-height', 'Data Grid - Row height', 'Each page of rows can have rows of different heights, per row.');

  it('finds a page by a keyword its text does not say', () => {
    expect(search([height, pagination, pinning], 'rows per page')[0]).toBe('/x/react-data-grid/pagination');
    expect(search([height, pagination, pinning], 'frozen columns')[0]).toBe('/x/react-data-grid/column-pinning');
    expect(search([height, pagination, pinning], 'sticky column')[0]).toBe('/x/react-data-grid/column-pinning');
    // Without the keywords, the page that says the words in its text comes first.
    const bare = [height, { ...pagination, keywords: undefined }, { ...pinning, keywords: undefined }];
    expect(search(bare, 'rows per page')[0]).toBe('/x/react-data-grid/row-height');
  });

  it('weighs a keyword under a heading and a title', () => {
    expect(WEIGHTS.keyword).toBeLessThan(WEIGHTS.heading);
    const headed = doc('/x/react-data-grid/a', 'Data Grid - A', 'Text.', {
      sections: [
        { anchor: '', heading: '', text: 'Text.' },
        { anchor: 'pager', heading: 'Pager', text: 'Text.' },
      ],
    });
    const keyed = doc('/x/react-data-grid/b', 'Data Grid - B', 'Text.', { keywords: ['pager'] });
    const titled = doc('/x/react-data-grid/c', 'Data Grid - Pager', 'Text.');
    expect(search([keyed, headed, titled], 'pager')).toEqual(['/x/react-data-grid/c', '/x/react-data-grid/a#pager', '/x/react-data-grid/b']);
  });

  it('carries the keywords from the page record into both indexes', () => {
    const record: PageRecord = {
      path: '/x/react-data-grid/column-pinning',
      locale: 'en',
      title: 'Data Grid - Column pinning',
      description: 'Keep columns in view.',
      productId: productIdOf('/x/react-data-grid/column-pinning'),
      categoryId: categoryIdOf('/x/react-data-grid/column-pinning'),
      source: 'content/pages/react-data-grid/column-pinning/index.md',
      toc: [],
      html: '',
      demos: [],
      kind: 'markdown',
      markdown: 'Pinned columns stay in view.',
      keywords: ['frozen columns'],
    };
    expect(englishDocs([record])[0]!.keywords).toEqual(['frozen columns']);
    // A page view does not read them: the stored record leaves them out.
    expect(storedRecord(record)).not.toHaveProperty('keywords');
    // (The Chinese index adds their glossary words: columns 列, frozen 冻结 固定.)
    expect(chineseDocs([record, { ...record, locale: 'zh', untranslated: true }])[0]!.keywords).toEqual(['frozen columns', '列 冻结 固定']);
    const zh = new SearchIndex(encodeSearchIndex(buildSearchIndex(chineseDocs([record, { ...record, locale: 'zh', untranslated: true }]), undefined, 'zh')));
    expect(zh.search('frozen columns')[0]?.path).toBe('/x/react-data-grid/column-pinning');
    // The benches rebuild the index from the build's cached inputs (.cache/search/inputs.json): the same index.
    const inputs = searchInputRecords([record]);
    expect(encodeSearchIndex(buildSearchIndex(englishDocs(inputs)))).toBe(encodeSearchIndex(buildSearchIndex(englishDocs([record]))));
  });

  it('reads a Chinese title’s words from the page title when several nav entries share its nav title', () => {
    const titles = {
      '/x/react-data-grid/row-grouping-group': { en: 'Row grouping', zh: '行分组' },
      '/x/react-data-grid/row-grouping': { en: 'Overview', zh: '概述' },
      '/x/react-data-grid/editing': { en: 'Overview', zh: '概览' },
      '/x/react-data-grid/server-side-data/row-grouping': { en: 'Row grouping', zh: '行分组' },
      '/x/react-data-grid/sorting': { en: 'Sorting', zh: '排序' },
      '/x/react-tree-view/rich-tree-view/items': { en: 'Items', zh: '项目' },
      '/x/react-tree-view/simple-tree-view/items': { en: 'Items', zh: '项目' },
    };
    const shared = new Map<string, number>();
    for (const t of Object.values(titles)) shared.set(t.en, (shared.get(t.en) ?? 0) + 1);
    const own = (path: string, title: string) => ownEnglishTitle({ path, title }, titles, shared);
    expect(own('/x/react-data-grid/row-grouping', 'Data Grid - Row grouping')).toBe('Row grouping');
    expect(own('/x/react-data-grid/server-side-data/row-grouping', 'Data Grid - Server-side row grouping')).toBe('Server-side row grouping');
    // (A nav title of one page stays; so does one the page title merely puts a product before.)
    expect(own('/x/react-data-grid/sorting', 'Data Grid - Sorting')).toBe('Sorting');
    expect(own('/x/react-tree-view/rich-tree-view/items', 'Rich Tree View: items')).toBe('Items');
    // The Chinese index's aliases then hold the subject's words, not those of "Overview" (none).
    const overview = record('/x/react-data-grid/row-grouping', 'Data Grid - Row grouping', 'Group rows by a column.');
    const aliases = chineseDocs([overview, { ...overview, locale: 'zh', untranslated: true }], titles)[0]!.aliases!;
    expect(aliases.join(' ').split(' ')).toContain('分组');
  });

  it("finds a page in the Chinese index by its Chinese readers' words (keywordsZh), and only there", () => {
    const pinning = record('/x/react-data-grid/column-pinning', 'Data Grid - Column pinning', 'Pinned columns stay in view while the rows scroll sideways.', {
      keywordsZh: ['钉住 列', '左侧 固定'],
    });
    const menu = record('/x/react-data-grid/column-menu', 'Data Grid - Column menu', 'Each column header has a menu that hides or sorts its column.');
    const records = [pinning, menu].flatMap((r) => [r, { ...r, locale: 'zh' as const, untranslated: true }]);
    const zh = (rs: PageRecord[]) => new SearchIndex(encodeSearchIndex(buildSearchIndex(chineseDocs(rs), undefined, 'zh')));
    // 钉住 is no word of the page's text nor of the glossary: only the field leads there.
    expect(zh(records).search('钉住列')[0]?.path).toBe('/x/react-data-grid/column-pinning');
    expect(zh(records.map((r) => ({ ...r, keywordsZh: undefined }))).search('钉住列')[0]?.path).not.toBe('/x/react-data-grid/column-pinning');
    // Beside the English keywords, in the Chinese index only; a page view and the English index never read them.
    expect(chineseDocs([{ ...pinning, keywords: ['frozen columns'] }])[0]!.keywords).toEqual(['frozen columns', '列 冻结 固定', '钉住 列', '左侧 固定']);
    expect(englishDocs([pinning])[0]).not.toHaveProperty('keywords');
    expect(storedRecord(pinning)).not.toHaveProperty('keywordsZh');
    // A translated page's own index.zh.md may hold them too.
    expect(chineseDocs([menu, { ...menu, locale: 'zh', keywordsZh: ['表头 菜单'] }])[0]!.keywords).toEqual(['表头 菜单']);
    // The benches rebuild the index from the build's cached inputs: the same index.
    expect(encodeSearchIndex(buildSearchIndex(chineseDocs(searchInputRecords(records)), undefined, 'zh'))).toBe(encodeSearchIndex(buildSearchIndex(chineseDocs(records), undefined, 'zh')));
  });

  it('gives the Chinese index the glossary words of a page’s English keywords, when it says the whole phrase', () => {
    const calendars = record(
      '/x/react-date-pickers/calendar-systems',
      'Date and Time Pickers - Calendar systems',
      'An adapter built on a calendar library turns every picker into one of that calendar.',
      { keywords: ['buddhist calendar'] },
    );
    const views = record('/x/react-date-pickers/date-calendar', 'Date Calendar', 'The calendar shows the days of a month.');
    const zh = (rs: PageRecord[]) => new SearchIndex(encodeSearchIndex(buildSearchIndex(chineseDocs(rs), undefined, 'zh')));
    // 佛历 ("Buddhist calendar") is the glossary's word for `buddhist`, which only the keyword says.
    expect(chineseDocs([calendars])[0]!.keywords).toEqual(['buddhist calendar', '日历 佛历']);
    expect(zh([views, calendars]).search('佛历')[0]?.path).toBe('/x/react-date-pickers/calendar-systems');
    expect(zh([views, { ...calendars, keywords: undefined }]).search('佛历')[0]?.path).not.toBe('/x/react-date-pickers/calendar-systems');
    // A phrase the glossary says only in part is left out: `bar` of `top bar` is the charts' bar (柱状图).
    expect(chineseDocs([{ ...calendars, keywords: ['top bar'] }])[0]!.keywords).toEqual(['top bar']);
  });
});
