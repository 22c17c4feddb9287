/**
 * Search quality over the real indexes the content build wrote to
 * dist/kv-bulk.json (`npm test` builds first): the quality table (each
 * query finds its page in the top 3; a row whose page is not written yet
 * is skipped and counted), every guide's nav title ranking that guide
 * first within its product, and Chinese queries over the Chinese index.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageTitleTable } from '../../lib/i18n';
import { SearchIndex } from '../../lib/search';
import { QUALITY, QUALITY_TOP, type QualityRow } from './quality';
import { slugWords } from './index';

const root = join(import.meta.dirname, '..', '..');

/** The value of the kv-bulk entry whose key ends with `suffix`, without parsing the whole file. */
function kvValue(text: string, suffix: string): string {
  const at = text.indexOf(`${suffix}","value":"`);
  if (at < 0) throw new Error(`dist/kv-bulk.json has no ${suffix} entry`);
  const start = at + suffix.length + 11;
  let i = start;
  while (text.charCodeAt(i) !== 34) i += text.charCodeAt(i) === 92 ? 2 : 1;
  return JSON.parse(`"${text.slice(start, i)}"`) as string;
}

function loadIndexes(): { en: SearchIndex; zh: SearchIndex } {
  const file = join(root, 'dist', 'kv-bulk.json');
  if (!existsSync(file)) throw new Error('dist/kv-bulk.json is missing: run `npm run build` (npm test builds first)');
  const text = readFileSync(file, 'utf8');
  return { en: new SearchIndex(kvValue(text, ':search-index')), zh: new SearchIndex(kvValue(text, ':search-index-zh')) };
}

const { en, zh } = loadIndexes();
const written = new Set(en.data.pages.map(([path]) => path));
const rows = QUALITY.map(([q, product, page]) => ({ q, product, page, written: written.has(page) }));
const top = (index: SearchIndex, q: string, product: QualityRow[1]) => index.search(q, product ? { product } : {}).map((r) => r.path.split('#')[0]!);

describe('the quality table', () => {
  it('has at least 100 queries, and counts those whose page is not written yet', () => {
    expect(QUALITY.length).toBeGreaterThanOrEqual(100);
    const skipped = rows.filter((r) => !r.written);
    console.log(`search quality table: ${rows.length - skipped.length} queries run, ${skipped.length} skipped (page not written yet)`);
    for (const r of skipped) console.log(`  skipped: ${JSON.stringify(r.q)} -> ${r.page}`);
    expect(new Set(QUALITY.map(([q, p]) => `${q}|${p}`)).size).toBe(QUALITY.length);
  });

  for (const { q, product, page, written: ready } of rows) {
    it.skipIf(!ready)(`${JSON.stringify(q)}${product ? ` (in ${product})` : ''} finds ${page} in the top ${QUALITY_TOP}`, () => {
      const found = top(en, q, product);
      expect(found.slice(0, QUALITY_TOP), `got ${found.slice(0, 5).join(', ')}`).toContain(page);
    });
  }
});

// The cases of the first stage's rules that lib/search.test.ts checks on small hand-made indexes (with the learned
// second stage off there), checked here on the real index as a reader gets it: with the second stage on.
describe('the first stage’s rule cases, on the real index with the second stage', () => {
  const cases: [string, string][] = [
    ['the cell is not editable', '/x/react-data-grid/editing'],
    ['editting cells', '/x/react-data-grid/editing'],
    ['add a clear button to the date picker', '/x/react-date-pickers/date-picker'],
    ['Custom tooltip for line chart', '/x/react-charts/tooltip'],
    ['line chart demo with a custom tooltip', '/x/react-charts/line-demo'],
    // (An API name typed as words is read as typed in its own case; words that title a guide stay its feature's.)
    ['value formatter', '/x/api/data-grid/grid-col-def'],
    ['simple tree view', '/x/api/tree-view/simple-tree-view'],
    ['cell selection', '/x/react-data-grid/cell-selection'],
    ['funnel chart', '/x/react-charts/funnel'],
    // (Three words of a name are the name's, though a guide's title and one heading hold them between them.)
    ['grid filter model', '/x/api/data-grid/grid-filter-model'],
    // (A product and a language, and nothing else but translating: the product's Localization, not another's page
    // that says the language or is titled "Translated components".)
    ['translate the data grid into german', '/x/react-data-grid/localization'],
    ['data grid in french', '/x/react-data-grid/localization'],
    ['date pickers in dutch', '/x/react-date-pickers/localization'],
    // (A question naming any language the locale exports ship, by its own name too: the texts' localization; a
    // language said of a calendar is a calendar system.)
    ['translate the filter panel to dutch', '/x/react-data-grid/localization'],
    ['filter panel texts in türkçe', '/x/react-data-grid/localization'],
    ['japanese calendar in the date picker', '/x/react-date-pickers/calendar-systems'],
    ['hebrew calendar support', '/x/react-date-pickers/calendar-systems'],
    // (The word a language says "in" with, before its own name, is grammar: `en español`, `auf deutsch`.)
    ['datagrid en español', '/x/react-data-grid/localization'],
    ['data grid auf deutsch', '/x/react-data-grid/localization'],
    ['date pickers en français', '/x/react-date-pickers/localization'],
    // (A quantifier is no word of the subject: `every`, as `all` is not, `open every node on first render`.)
    ['tree view open every node on first render', '/x/react-tree-view/rich-tree-view/expansion'],
  ];
  for (const [q, page] of cases) {
    it(`${JSON.stringify(q)} puts ${page} first`, () => {
      expect(top(en, q, '')[0]).toBe(page);
    });
  }
});

describe("a guide's title ranks that guide first", () => {
  const titles: PageTitleTable = {};
  for (const f of readdirSync(join(root, 'content', 'i18n', 'page-titles'))) Object.assign(titles, JSON.parse(readFileSync(join(root, 'content', 'i18n', 'page-titles', f), 'utf8')));
  const guides = en.data.pages.filter(([, , , kind]) => kind === 'guide');
  const names = (path: string) => [titles[path]?.en ?? '', slugWords(path)].map((t) => t.toLowerCase());
  // A title two guides of a product share (each tree has its own "Selection") names neither alone.
  const cases = guides
    .filter(([path]) => titles[path])
    .map(([path, , product]) => ({ path, product, title: titles[path]!.en }))
    .filter(({ path, product, title }) => !guides.some(([other, , p]) => other !== path && p === product && names(other).includes(title.toLowerCase())));

  it('covers most guides', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases.map((c) => [c.title, c.product, c.path]))('%j (in %s) -> %s', (title, product, path) => {
    expect(top(en, title, product)[0]).toBe(path);
  });

  it.each<QualityRow>([
    ['localization', 'x-date-pickers', '/x/react-date-pickers/localization'],
    ['row grouping', '', '/x/react-data-grid/row-grouping'],
    ['sorting', '', '/x/react-data-grid/sorting'],
  ])('%j (product %j) ranks the guide %s above API pages containing the word', (q, product, path) => {
    expect(top(en, q, product)[0]).toBe(path);
  });
});

describe('the Chinese index', () => {
  it.each([
    ['安装', '/x/introduction/installation'],
    ['遥测', '/x/guides/telemetry'],
    ['许可证密钥', '/x/introduction/licensing'],
    ['快速筛选', '/x/react-data-grid/filtering/quick-filter'],
    ['列定义', '/x/react-data-grid/column-definition'],
    ['行分组', '/x/react-data-grid/server-side-data/row-grouping'],
    ['路线图', '/x/introduction/roadmap'],
  ])('%j finds %s in the top 3, with Chinese text', (q, page) => {
    const results = zh.search(q);
    expect(results.slice(0, 3).map((r) => r.path.split('#')[0])).toContain(page);
    const hit = results.find((r) => r.path.startsWith(page))!;
    expect(`${hit.title}${hit.heading ?? ''}${hit.snippet}`).toMatch(/\p{Script=Han}/u);
  });

  it('puts the guide of a chart a question names first, not a guide whose description says more of its bigrams', () => {
    // (The second stage's `cjkDesc`: Legend's description says four of its five bigrams, Pie's two.)
    expect(zh.search('饼图 自定义标签')[0]?.path.split('#')[0]).toBe('/x/react-charts/pie');
    expect(zh.search('餅圖 自定義標籤')[0]?.path.split('#')[0]).toBe('/x/react-charts/pie');
  });

  it('puts a subject’s own guide before its server-side page, whose nav title is the same', () => {
    // (Row grouping is titled 概述 under its group; the English title's Chinese words, `ownEnglishTitle`, are then
    // the page title's, "Row grouping", not "Overview"; the server-side page's are "Server-side row grouping".)
    expect(zh.search('表格 行 分组')[0]?.path.split('#')[0]).toBe('/x/react-data-grid/row-grouping');
    expect(zh.search('行 分组')[0]?.path.split('#')[0]).toBe('/x/react-data-grid/row-grouping');
    expect(zh.search('服务端 行 分组')[0]?.path.split('#')[0]).toBe('/x/react-data-grid/server-side-data/row-grouping');
  });

  it('finds words inside Chinese text (bigrams), not only titles', () => {
    // 对等依赖 (peer dependencies) is in the Chinese installation page's text, in no page title.
    const [first] = zh.search('对等依赖');
    expect(first?.path.split('#')[0]).toBe('/x/introduction/installation');
    expect(first?.snippet).toContain('对等依赖');
  });

  it('is much smaller than the English index and holds the guides only', () => {
    expect(zh.data.locale).toBe('zh');
    expect(zh.data.pages.every(([, , , kind]) => kind === 'guide')).toBe(true);
    expect(zh.data.pages.length).toBeGreaterThan(150);
  });
});
