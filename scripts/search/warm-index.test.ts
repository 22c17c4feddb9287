/**
 * The worker's startup warm-up index (worker/search/warm.ts) is what this
 * builder makes of its two pages: a change of the index format shows here,
 * instead of the warm-up silently finding nothing.
 */
import { describe, expect, it } from 'vitest';
import type { SearchDocInput } from '../../lib/search';
import { WARM_INDEX } from '../../worker/search/warm';
import { buildSearchIndex } from './build-index';

const DOCS: SearchDocInput[] = [
  {
    path: '/x/react-data-grid/sorting',
    title: 'Data Grid - Sorting',
    description: 'Sort the rows of the grid.',
    product: 'x-data-grid',
    kind: 'guide',
    sections: [{ anchor: 'sort-model', heading: 'Sort model', text: 'The sortModel prop holds the sorted columns and their direction.' }],
  },
  {
    path: '/x/api/data-grid/data-grid',
    title: 'DataGrid API',
    description: 'Props of the DataGrid component.',
    product: 'x-data-grid',
    kind: 'api',
    sections: [{ anchor: 'prop-sortModel', heading: 'sortModel', text: 'The sort model of the grid.', prop: true }],
  },
];

describe('the search warm-up index', () => {
  it('is what the content build makes of its two pages', () => {
    expect(WARM_INDEX).toEqual(buildSearchIndex(DOCS));
  });
});
