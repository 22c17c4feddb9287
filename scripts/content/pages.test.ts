import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { searchDocOf } from '../search/extract';
import { splitFrontmatter } from './markdown';
import { buildPage, findPages, frontmatterKeywords, frontmatterKeywordsZh, localesToRebuild, pageAt, readFrontmatter, type SourcePage } from './pages';

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

describe("frontmatter keywords (readers' words for a page, searched, shown nowhere)", () => {
  const tmp = mkdtempSync(join(tmpdir(), 'keywords-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  /** Builds a one-page site whose frontmatter ends with `keywords`. */
  const build = (keywords: string) => {
    const dir = join(tmp, 'content', 'pages', 'react-data-grid', 'paging');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.md'), `---\ntitle: Data Grid - Pagination\ndescription: Split rows into pages.\n${keywords}\n---\n\nThe footer pages the rows.\n`);
    return buildPage(tmp, pageAt(tmp, dir)!, 'en', undefined);
  };

  it('carries the list into the page record and its search input', async () => {
    const { record, rendered } = await build('keywords: [rows per page, pager, "mm/dd/yyyy"]');
    expect(record.keywords).toEqual(['rows per page', 'pager', 'mm/dd/yyyy']);
    expect(searchDocOf(record).keywords).toEqual(['rows per page', 'pager', 'mm/dd/yyyy']);
    // Shown nowhere: not in the page's HTML.
    expect(rendered.html).not.toContain('rows per page');
    const without = await build('');
    expect(without.record).not.toHaveProperty('keywords');
    expect(searchDocOf(without.record)).not.toHaveProperty('keywords');
  });

  it('fails the build with the file and the reason for a bad value', async () => {
    const file = 'content/pages/react-data-grid/paging/index.md';
    const fails = async (yaml: string, why: RegExp) => {
      const error = await build(yaml).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(error?.name).toBe('ContentError');
      expect(error?.message.startsWith(`${file}:1: frontmatter "keywords" `)).toBe(true);
      expect(error?.message).toMatch(why);
    };
    await fails('keywords: rows per page', /must be a list of phrases/);
    await fails('keywords: [pager, 12]', /must be a list of phrases \(12 is not one\)/);
    await fails('keywords: [pager, ""]', /must be a list of phrases/);
    await fails('keywords: [Rows per page]', /must be lower case \("Rows per page"\)/);
    await fails('keywords: [pager, pager]', /lists "pager" twice/);
    await fails(`keywords: [${'x'.repeat(41)}]`, /is longer than 40 characters/);
    await fails(`keywords: [${Array.from({ length: 16 }, (_, i) => `k${i}`).join(', ')}]`, /has 16 phrases \(at most 15\)/);
    await fails('keywords: [" pager"]', /has extra spaces/);
  });

  it('takes 15 phrases of 40 characters, and none', () => {
    const many = Array.from({ length: 15 }, (_, i) => `${'k'.repeat(38)}${String(i).padStart(2, '0')}`);
    expect(frontmatterKeywords(many, 'f.md')).toEqual(many);
    expect(frontmatterKeywords(undefined, 'f.md')).toBeUndefined();
    expect(readFrontmatter({ title: 'T', description: 'D', keywords: ['a b'] }, 'f.md').keywords).toEqual(['a b']);
  });

  it('every page of the site has valid keywords that its title and headings do not already say', () => {
    for (const page of findPages(ROOT)) {
      const text = readFileSync(join(ROOT, page.files.en!), 'utf8');
      const { data } = splitFrontmatter(text, page.files.en!);
      const keywords = frontmatterKeywords(data.keywords, page.files.en!) ?? [];
      expect(keywords.length, page.path).toBeGreaterThan(0);
      // (Nor a heading: a keyword says what the page's words do not.)
      const said = [String(data.title), ...[...text.matchAll(/^#{2,3} (.*?)(?: \[(?:pro|premium)\])?(?: \{#[\w-]+\})?$/gm)].map((m) => m[1]!.replace(/`/g, ''))].map((t) => t.toLowerCase());
      const words = (t: string) => ` ${t.replace(/[^a-z0-9]+/g, ' ').trim()} `;
      for (const k of keywords)
        expect(
          said.some((t) => words(t).includes(words(k))),
          `${page.path}: ${k}`,
        ).toBe(false);
    }
  });
});

describe("frontmatter keywordsZh (Chinese readers' words for a page, searched in the Chinese index only)", () => {
  const tmp = mkdtempSync(join(tmpdir(), 'keywords-zh-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  /** Builds a one-page site whose frontmatter ends with `line`. */
  const build = (line: string) => {
    const dir = join(tmp, 'content', 'pages', 'react-data-grid', 'column-pinning');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.md'), `---\ntitle: Data Grid - Column pinning\ndescription: Keep columns in view.\n${line}\n---\n\nPinned columns stay in view.\n`);
    return buildPage(tmp, { path: '/x/react-data-grid/column-pinning', dir, files: { en: 'content/pages/react-data-grid/column-pinning/index.md' } }, 'en', undefined);
  };

  it('carries the phrases into the record, not into its HTML', async () => {
    const { record, rendered } = await build('keywordsZh: [冻结 列, 固定 列, 导出 excel]');
    expect(record.keywordsZh).toEqual(['冻结 列', '固定 列', '导出 excel']);
    expect(rendered.html).not.toContain('冻结');
    expect((await build('keywords: [frozen columns]')).record).not.toHaveProperty('keywordsZh');
  });

  it('fails the build on a bad value, with the file and the reason', async () => {
    const file = 'content/pages/react-data-grid/column-pinning/index.md';
    const fails = async (line: string, why: RegExp) => {
      const error = await build(line).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(error?.message, line).toMatch(why);
      expect(error?.message.startsWith(`${file}:1: frontmatter "keywordsZh" `), line).toBe(true);
    };
    await fails('keywordsZh: 冻结列', /must be a list of phrases/);
    await fails('keywordsZh: [冻结列, 12]', /must be a list of phrases \(12 is not one\)/);
    await fails('keywordsZh: [frozen columns]', /"frozen columns" holds no Chinese \(an English phrase goes in "keywords"\)/);
    await fails('keywordsZh: [导出 Excel]', /must be lower case \("导出 Excel"\)/);
    await fails('keywordsZh: [冻结列, 冻结列]', /lists "冻结列" twice/);
    await fails(`keywordsZh: [${'冻'.repeat(17)}]`, /is longer than 16 characters/);
    await fails(`keywordsZh: [${Array.from({ length: 16 }, (_, i) => `冻结${i}`).join(', ')}]`, /has 16 phrases \(at most 15\)/);
    await fails('keywordsZh: ["冻结  列"]', /has extra spaces/);
  });

  it('is valid on every page of the site that has it, and most pages have it', () => {
    let pages = 0;
    for (const page of findPages(ROOT)) {
      for (const file of Object.values(page.files)) {
        const { data } = splitFrontmatter(readFileSync(join(ROOT, file), 'utf8'), file);
        if (frontmatterKeywordsZh(data.keywordsZh, file)) pages++;
      }
    }
    expect(pages).toBeGreaterThan(150);
  });
});
