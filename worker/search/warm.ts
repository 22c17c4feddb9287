/**
 * Compiles the search code when the isolate starts, outside any request.
 * V8 compiles a function the first time it runs, so an isolate's first
 * search paid for compiling the index reader and the query path on top of
 * loading the index (bench:search: 18-21 ms of CPU on the 2-core bench
 * machine, against about 4 ms for a first search on a fresh index load
 * with the code warm). A Worker's global scope runs at startup, which
 * Cloudflare counts against the startup limit, not a request's CPU: running
 * a few queries of a two-page index there moves that compile out of the
 * reader's request. The queries take each path of lib/search/search-index.ts:
 * words and a phrase, a prefix, a typo, a prop name.
 */
import { SearchIndex, type SearchIndexData } from '../../lib/search';

/**
 * A two-page index, as scripts/search/build-index.ts makes it (the test
 * checks that it still is, so a format change cannot silently stop the
 * warm-up).
 */
export const WARM_INDEX: SearchIndexData = {
  v: 3,
  locale: 'en',
  pages: [
    ['/x/react-data-grid/sorting', 'Data Grid - Sorting', 'x-data-grid', 'guide', 'Sort the rows of the grid.'],
    ['/x/api/data-grid/data-grid', 'DataGrid API', 'x-data-grid', 'api', 'Props of the DataGrid component.'],
  ],
  titleWords: [3, 2],
  topics: ['data grid sorting', 'datagrid api'],
  sections: [
    [0, 'sort-model', 'Sort model', 0],
    [1, '*', 'sortModel', 1],
  ],
  texts: ['Sort the rows of the grid. The sortModel prop holds the sorted columns and their direction.', 'Props of the DataGrid component. The sort model of the grid.'],
  terms: [
    'api',
    'columns',
    'component',
    'data',
    'datagrid',
    'datagridapi',
    'datagridsorting',
    'direction',
    'grid',
    'gridsorting',
    'holds',
    'model',
    'prop',
    'props',
    'rows',
    'sort',
    'sorted',
    'sorting',
    'sortmodel',
    'their',
  ],
  postings: [
    [1, 1],
    [0, 0, 1],
    [0, 1, 8],
    [2, 0, 1, 0, 3, 1, 8],
    [2, 0, 1, 0, 3, 1, 8],
    [1, 1],
    [1, 0],
    [0, 0, 1],
    [2, 0, 1, 0, 8, 1, 9],
    [1, 0],
    [0, 0, 1],
    [0, 0, 101, 1, 61],
    [0, 0, 1],
    [0, 1, 8],
    [0, 0, 8],
    [0, 0, 101, 1, 61],
    [0, 0, 1],
    [1, 0],
    [0, 0, 101, 1, 60],
    [0, 0, 1],
  ],
};

/** The warm-up queries: words, a prefix, a typo, a prop name (the paths of a search). */
export const WARM_QUERIES = ['grid sorting', 'so', 'sortng', 'sortModel'];

/** Runs the warm-up queries on WARM_INDEX; returns how many results they gave (never throws). */
export function warmSearchCode(): number {
  try {
    const index = new SearchIndex(WARM_INDEX);
    let hits = 0;
    for (const q of WARM_QUERIES) hits += index.search(q).length + index.search(q, { product: 'x-data-grid', only: true }).length;
    return hits;
  } catch {
    return 0;
  }
}
