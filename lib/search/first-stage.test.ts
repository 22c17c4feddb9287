/**
 * The rule tests on hand-made indexes (lib/search.test.ts, resolve-product.test.ts) once more with the learned second
 * stage off (`RERANK` null): each checks its rule alone here, and the shipped pipeline (the stage on, as in production)
 * in its own file. The stage's weights were fitted to the real index, whose feature values a few hand-made pages do not
 * resemble, so a case that holds only with the stage on is no test of the rule (decision 0016).
 */
import { expect, it, vi } from 'vitest';
import { buildSearchIndex } from '../../scripts/search/build-index';
import { SearchIndex } from '../search';

vi.mock('./ranking', async (original) => ({ ...(await original<Record<string, unknown>>()), RERANK: null }));

await import('../search.test');
await import('./resolve-product.test');

it('runs them with the second stage off', () => {
  const index = new SearchIndex(buildSearchIndex([{ path: '/x/a', title: 'A', description: '', product: 'x-data-grid', kind: 'guide', sections: [{ anchor: '', heading: '', text: 'a' }] }]));
  expect(index.rerankWeights).toBeNull();
});
