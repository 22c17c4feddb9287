/**
 * The startup warm-up of the search code (worker/search/warm.ts): every
 * query finds something, so each path of a search runs (that its index is
 * what the content build makes: scripts/search/warm-index.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../../lib/search';
import { WARM_INDEX, WARM_QUERIES, warmSearchCode } from './warm';

describe('search warm-up', () => {
  it('finds something for every query, with and without a product filter', () => {
    const index = new SearchIndex(WARM_INDEX);
    for (const q of WARM_QUERIES) {
      expect(index.search(q).length, q).toBeGreaterThan(0);
      expect(index.search(q, { product: 'x-data-grid', only: true }).length, q).toBeGreaterThan(0);
    }
    // The typo reaches the sorting guide through its one-edit neighbour.
    expect(index.search('sortng')[0]?.path).toBe('/x/react-data-grid/sorting#sort-model');
    expect(warmSearchCode()).toBeGreaterThanOrEqual(WARM_QUERIES.length * 2);
  });
});
