/**
 * The second stage of the ranking (lib/search/rerank.ts): it re-orders the first results as its weights
 * say, and only them; the shipped weights are one per feature.
 */
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../scripts/search/build-index';
import { SearchIndex, type SearchDocInput, type SearchSectionInput } from '../search';
import { RERANK, RERANK_TOP } from './ranking';
import { RERANK_FEATURES, RERANK_SIZE, keepFirst, rerankFeatures, rerankOrder } from './rerank';

function doc(path: string, title: string, sections: SearchSectionInput[], extra: Partial<SearchDocInput> = {}): SearchDocInput {
  return { path, title, description: '', product: 'x-data-grid', kind: 'guide', sections: [{ anchor: '', heading: '', text: '' }, ...sections], ...extra };
}

const docs = [
  doc('/x/body', 'Other things', [{ anchor: 'misc', heading: 'Misc', text: 'zebra '.repeat(40) }]),
  doc('/x/prop', 'Something API', [{ anchor: 'prop-zebraMode', heading: 'zebraMode', text: 'Sets the mode.', prop: true }], { kind: 'api' }),
  doc('/x/heading', 'A page', [{ anchor: 'zebra-stripes', heading: 'Zebra stripes', text: 'How stripes look.' }]),
  doc('/x/title', 'Zebra', [{ anchor: 'usage', heading: 'Usage', text: 'Show a zebra.' }]),
];
const text = buildSearchIndex(docs);
const weights = (set: Partial<Record<(typeof RERANK_FEATURES)[number], number>>) => RERANK_FEATURES.map((f) => set[f] ?? 0);
const paths = (index: SearchIndex, q: string) => index.search(q).map((r) => r.path.split('#')[0]);

describe('rerankOrder', () => {
  it('puts the row its weights score highest first, and keeps the order of a tie', () => {
    const rows = 3;
    const x = new Float64Array(rows * RERANK_SIZE);
    const api = RERANK_FEATURES.indexOf('api');
    // The third row is an API page: weighing `api` up moves it from third to first.
    x[2 * RERANK_SIZE + api] = 1;
    expect(rerankOrder(x, rows, weights({ api: 2 }))).toEqual([2, 0, 1]);
    expect(rerankOrder(x, rows, weights({ api: -2 }))).toEqual([0, 1, 2]);
    expect(rerankOrder(x, rows, weights({}))).toEqual([0, 1, 2]);
  });

  it('adds the values of trees (bench/search-rerank.ts --model trees): a title match that counts for a question alone', () => {
    const rows = 3;
    const x = new Float64Array(rows * RERANK_SIZE);
    const title = RERANK_FEATURES.indexOf('titleShare');
    const proseTitle = RERANK_FEATURES.indexOf('proseTitle');
    // Rows 1 and 2 match the title; only row 2's query is (as the features say) a question.
    x[1 * RERANK_SIZE + title] = 1;
    x[2 * RERANK_SIZE + title] = 1;
    x[2 * RERANK_SIZE + proseTitle] = 1;
    const tree = [title, 0.5, 0, [proseTitle, 0.5, -1, 3]] as const;
    expect(rerankOrder(x, rows, weights({}), [tree])).toEqual([2, 0, 1]);
    expect(rerankOrder(x, rows, weights({}), null)).toEqual([0, 1, 2]);
  });
});

describe('keepFirst', () => {
  it('keeps the first result before every page the rules it has no feature for lean to less', () => {
    // (The stage would put row 2 first; row 2 is a page the rules lean to half as much: the first result stays first.)
    expect(keepFirst([2, 0, 1], [1, 1, 0.5])).toEqual([0, 2, 1]);
    // A page they lean to as much or more may pass it.
    expect(keepFirst([2, 1, 0], [1, 1.2, 1])).toEqual([2, 1, 0]);
    expect(keepFirst([2, 1, 0], [1, 1.2, 0.5])).toEqual([1, 2, 0]);
  });
});

describe('the second stage in search', () => {
  // A question (`how do I …`): the stage re-orders questions and pasted errors only.
  const question = 'how do I show a zebra';
  /** An index of `text` with these weights, over every first result (no band). */
  const indexWith = (w: number[] | null) => {
    const index = new SearchIndex(text);
    index.rerankWeights = w;
    index.rerankBand = Infinity;
    return index;
  };

  it('re-orders the first results of a question as its weights say', () => {
    const before = paths(indexWith(null), question);
    // The first stage: title, heading, member, body text.
    expect(before).toEqual(['/x/title', '/x/heading', '/x/prop', '/x/body']);
    // Weights for the first stage's rank alone keep its order.
    expect(paths(indexWith(weights({ rankRecip: 1 })), question)).toEqual(before);
    // Weights that favour API pages move the member's page from third to first; the others keep their order.
    expect(paths(indexWith(weights({ api: 5, rankRecip: 1 })), question)).toEqual(['/x/prop', '/x/title', '/x/heading', '/x/body']);
  });

  it('re-orders only the first rerankCount results, within the band of the first score', () => {
    const index = indexWith(weights({ rankRecip: -1 }));
    index.rerankCount = 2;
    // (A weight against the first stage's rank reverses the first two; the rest keep their places.)
    expect(paths(index, question)).toEqual(['/x/heading', '/x/title', '/x/prop', '/x/body']);
    // A result whose score is far below the first's (here e^-6.5 of it) is the rules' clear decision: not moved.
    const banded = indexWith(weights({ api: 5, rankRecip: 1 }));
    banded.rerankBand = 1;
    expect(paths(banded, question)).toEqual(['/x/title', '/x/heading', '/x/prop', '/x/body']);
  });

  it('reaches further down (rerankReach) only when the second result is within the band', () => {
    // (The heading's page is e^-6.5 of the first's score, the member's e^-9.3.)
    const reaching = indexWith(weights({ api: 5, rankRecip: 1 }));
    reaching.rerankBand = 7;
    reaching.rerankReach = 1;
    // Within the band alone, the member's page is out of reach.
    expect(paths(reaching, question)).toEqual(['/x/title', '/x/heading', '/x/prop', '/x/body']);
    reaching.rerankReach = 10;
    expect(paths(reaching, question)).toEqual(['/x/prop', '/x/title', '/x/heading', '/x/body']);
    // A second result below the band: the rules' clear decision, whatever the reach.
    reaching.rerankBand = 6;
    expect(paths(reaching, question)).toEqual(['/x/title', '/x/heading', '/x/prop', '/x/body']);
  });

  it('keeps first, with rerankLean, a result a rule it has no feature for decided (a named sibling)', () => {
    const tree = (path: string, title: string, section: SearchSectionInput) => doc(path, title, [section], { product: 'x-tree-view' });
    const index = new SearchIndex(
      buildSearchIndex([
        tree('/x/react-tree-view/simple-tree-view/items', 'Tree View - Items', { anchor: 'c', heading: 'Select items with checkboxes', text: 'Check several items with checkboxes.' }),
        tree('/x/react-tree-view/rich-tree-view/selection', 'Tree View - Selection', { anchor: 'c', heading: 'Select with checkboxes', text: 'Check several items.' }),
      ]),
    );
    const q = 'checkboxes in rich tree view to check several items';
    const leans: number[][] = [];
    index.rerankTrace = (_, _pages, l) => leans.push(l);
    index.rerankBand = Infinity;
    // (Weights against the first stage's rank reverse the first two.)
    index.rerankWeights = weights({ rankRecip: -1 });
    index.rerankLean = false;
    expect(paths(index, q)[0]).toBe('/x/react-tree-view/simple-tree-view/items');
    // The other sibling's pages weigh half: the rules lean to it less, so it cannot pass the named one's.
    expect(leans[0]).toEqual([1, 0.5]);
    index.rerankLean = true;
    expect(paths(index, q)[0]).toBe('/x/react-tree-view/rich-tree-view/selection');
  });

  it('knows the guides the API page of a component a question names lists as its demos (demoGuide)', () => {
    const chart = (path: string, title: string, text: string, extra: Partial<SearchDocInput> = {}) =>
      doc(path, title, [{ anchor: 'click', heading: 'Clicks', text }], { product: 'x-charts', ...extra });
    const index = new SearchIndex(
      buildSearchIndex([
        // The Demos section of an API page: the titles of the guides whose demos use the component, one after another.
        doc('/x/api/charts/line-plot', 'LinePlot API', [{ anchor: 'demos', heading: 'Demos', text: 'Charts - Lines Charts - Line demos' }], { product: 'x-charts', kind: 'api' }),
        chart('/x/react-charts/bars', 'Charts - Bars', 'Handle a click on an item: onItemClick gives its dataIndex.'),
        chart('/x/react-charts/lines', 'Charts - Lines', 'Handle a click on a line: onItemClick.'),
        chart('/x/react-charts/line-demo', 'Charts - Line demos', 'A line chart you can click.'),
        // (A title that a longer listed title holds, `Lines` in `Charts - Lines`, is not listed.)
        chart('/x/other/lines', 'Lines', 'Lines you click.', { product: 'x-date-pickers' }),
      ]),
    );
    const demoGuide = RERANK_FEATURES.indexOf('demoGuide');
    const seen = new Map<string, number>();
    index.rerankBand = Infinity;
    index.rerankTrace = (x, pages) => pages.forEach((p, i) => seen.set(index.data.pages[p]![0], x[i * RERANK_SIZE + demoGuide]!));
    const q = 'LinePlot onItemClick should provide dataIndex on click';
    index.rerankWeights = weights({ rankRecip: 1 });
    // The first stage puts Bars first (its text says more of the question).
    expect(paths(index, q)[0]).toBe('/x/react-charts/bars');
    // Each of the two guides LinePlot API lists holds half of its list; the others none.
    expect(Object.fromEntries(seen)).toEqual({ '/x/react-charts/bars': 0, '/x/react-charts/lines': 0.5, '/x/react-charts/line-demo': 0.5, '/x/other/lines': 0, '/x/api/charts/line-plot': 0 });
    // Weighed up, the named component's own guide comes first.
    index.rerankWeights = weights({ rankRecip: 1, demoGuide: 3 });
    expect(paths(index, q)[0]).toBe('/x/react-charts/lines');
    // A question naming no component (here LinePlot in two words) gives none of them the feature.
    seen.clear();
    index.search('line plot onItemClick should provide dataIndex on click');
    expect([...seen.values()].every((v) => v === 0)).toBe(true);
  });

  it('reads a Chinese question’s description share twice, the second time only for Han text (cjkDesc)', () => {
    const at = RERANK_FEATURES.indexOf('cjkDesc');
    const desc = RERANK_FEATURES.indexOf('descShare');
    expect(at).toBeGreaterThan(desc);
    const q = { tokens: 4, prose: true, error: false, cjk: true, apiName: false, cased: false, named: false, demos: false, versions: false };
    const page = { rank: 1, score: 1, matched: 2, descCount: 2 } as Parameters<typeof rerankFeatures>[1];
    const out = new Float64Array(RERANK_SIZE);
    rerankFeatures(q as Parameters<typeof rerankFeatures>[0], page, 2, 2, out, 0);
    expect(out[desc]).toBe(0.5);
    expect(out[at]).toBe(0.5);
    rerankFeatures({ ...q, cjk: false } as Parameters<typeof rerankFeatures>[0], page, 2, 2, out, 0);
    expect(out[desc]).toBe(0.5);
    expect(out[at]).toBe(0);
    expect(RERANK![at]).toBeLessThan(0);
  });

  it('marks the named component’s page again when the question types no name as code (wordsPage)', () => {
    const picker = (path: string, title: string, text: string, description = '') =>
      doc(path, title, [{ anchor: 'value', heading: 'Control the value', text }], { product: 'x-date-pickers', description });
    const index = new SearchIndex(
      buildSearchIndex([
        picker('/x/date-picker', 'Date Picker', 'Pick a date. A button clears it.'),
        picker('/x/fields', 'Date and Time Pickers - Fields', 'The fields behind every picker.', 'How to add a clear button to a date field.'),
        picker('/x/time-picker', 'Time Picker', 'Pick a time.'),
      ]),
    );
    const at = RERANK_FEATURES.indexOf('wordsPage');
    const seen = new Map<string, number>();
    index.rerankBand = Infinity;
    index.rerankTrace = (x, pages) => pages.forEach((p, i) => seen.set(index.data.pages[p]![0], x[i * RERANK_SIZE + at]!));
    index.search('add a clear button to the date picker');
    expect(seen.get('/x/date-picker')).toBe(1);
    expect(seen.get('/x/fields')).toBe(0);
    // (Typed as code, `DatePicker`, the same page is named, but the question is often about what it uses: 0.)
    seen.clear();
    index.search('DatePicker add a clear button');
    expect(seen.size).toBeGreaterThan(0);
    expect([...seen.values()].every((v) => v === 0)).toBe(true);
    // The shipped weights raise it.
    expect(RERANK![at]).toBeGreaterThan(0);
  });

  it('leaves a name or a title as the rules order it', () => {
    expect(paths(indexWith(weights({ api: 5 })), 'zebra')).toEqual(['/x/title', '/x/heading', '/x/prop', '/x/body']);
  });

  it('gives the bench each first result’s features, before they are re-ordered', () => {
    const index = indexWith(null);
    const seen: { rows: number; pages: number[] }[] = [];
    index.rerankTrace = (x, pages) => seen.push({ rows: x.length / RERANK_SIZE, pages });
    index.search(question);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.rows).toBe(4);
    expect(seen[0]!.pages.map((p) => index.data.pages[p]![0])).toEqual(['/x/title', '/x/heading', '/x/prop', '/x/body']);
  });

  it('ships one weight per feature, or none', () => {
    if (RERANK !== null) {
      expect(RERANK).toHaveLength(RERANK_SIZE);
      expect(RERANK.every(Number.isFinite)).toBe(true);
    }
    expect(RERANK_TOP).toBeGreaterThanOrEqual(2);
  });
});

describe('the second stage with nothing to re-order', () => {
  it('answers a question that matches nothing with no results, not an error', () => {
    const index = new SearchIndex(text);
    // Four words no page has: a question (prose) for the first stage, which finds nothing.
    expect(index.search('qwxz vbnq plkj mnbv')).toEqual([]);
    expect(index.search('how do i qwxz the vbnq')).toEqual([]);
    // Traditional Chinese, whose characters the (simplified) Chinese index lacks.
    expect(index.search('資料表格 凍結欄位 分頁')).toEqual([]);
  });
});
