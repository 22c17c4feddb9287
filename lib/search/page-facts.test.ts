/** What the build works out of each page's path and kind (`pageFacts`), read by the index at load. */
import { describe, expect, it } from 'vitest';
import { FACT_API, FACT_ARCHIVE, FACT_COLLECTION, FACT_OVERVIEW_SHIFT, pageFacts } from './page-facts';

describe('pageFacts', () => {
  it('marks API pages, migration guides, demo collections and overviews, with each path’s depth', () => {
    const page = (path: string, kind = 'guide') => [path, '', 'x-charts', kind] as const;
    const facts = pageFacts([
      page('/x/react-charts'),
      page('/x/react-charts/lines'),
      page('/x/react-charts/lines/line-demo'),
      page('/x/migration/migration-charts-v6'),
      page('/x/api/charts/line-chart', 'api'),
      page('/x/react-charts/demos/real-time-data'),
    ]);
    expect(facts).toEqual([2 << FACT_OVERVIEW_SHIFT, 2, 1 << FACT_OVERVIEW_SHIFT, 3, FACT_COLLECTION, 4, FACT_ARCHIVE, 3, FACT_API, 4, FACT_COLLECTION, 4]);
  });
});
