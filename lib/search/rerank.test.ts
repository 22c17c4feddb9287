/**
 * The second stage of the ranking (lib/search/rerank.ts): it re-orders the first results as its weights
 * say, and only them; the shipped weights are one per feature.
 */
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../scripts/search/build-index';
import { SearchIndex, type SearchDocInput, type SearchSectionInput } from '../search';
import { RERANK, RERANK_TOP } from './ranking';
import { RERANK_FEATURES, RERANK_SIZE, rerankOrder } from './rerank';

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
