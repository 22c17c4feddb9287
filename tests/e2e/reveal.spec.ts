/**
 * The reveal of a pre-rendered demo (client/demos/runtime.tsx): the commit
 * that replaces the stand-in shows the demo whole. A Data Grid is on
 * screen with its column headers and its rows from the first frame the
 * browser paints of it, and when its frame gets `data-demo-mounted` (what
 * other tests and assistive technology read from then on).
 */
import { expect, test } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });

/**
 * Pages of grids with rows, each grid in view once scrolled to; the later ones have more header rows or header
 * cells a hidden render must draw too: pinned columns, column groups, header filters, the selection checkbox
 * column, row grouping's grouping column; aggregation's store updates come while the grid is still hidden.
 */
const PAGES = [
  '/x/react-data-grid/cells',
  '/x/react-data-grid/quickstart',
  '/x/react-data-grid/sorting',
  '/x/react-data-grid/column-pinning',
  '/x/react-data-grid/column-groups',
  '/x/react-data-grid/filtering/header-filters',
  '/x/react-data-grid/row-selection',
  '/x/react-data-grid/row-grouping',
  '/x/react-data-grid/aggregation',
];

interface Seen {
  name: string;
  /** Column headers in each header row, and body rows: at the commit, then in the next frame's callback (before its paint). */
  atCommit: string;
  painted: string;
}

for (const path of PAGES) {
  test(`${path}: each grid is revealed with its column headers and rows`, async ({ page }) => {
    // A string, not a function: the record runs in the page as written.
    await page.addInitScript({
      content: `
        window.__seen = [];
        const grid = (frame) => [...frame.querySelectorAll('.MuiDataGrid-columnHeaders [role=row]')]
          .map((row) => row.querySelectorAll('[role=columnheader]').length).join(',') +
          ' headers, ' + frame.querySelectorAll('.MuiDataGrid-virtualScrollerRenderZone [role=row]').length + ' rows' +
          (frame.querySelector('.MuiDataGrid-overlay') ? ' and an overlay' : '');
        new MutationObserver((records) => {
          for (const r of records) {
            const frame = r.target;
            if (!frame.hasAttribute('data-demo-mounted') || !frame.querySelector('.MuiDataGrid-root')) continue;
            const seen = { name: frame.closest('.demo').getAttribute('data-demo-name'), atCommit: grid(frame), painted: '' };
            window.__seen.push(seen);
            requestAnimationFrame(() => { seen.painted = grid(frame); });
          }
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-demo-mounted'] });
      `,
    });
    await page.goto(path);
    const frames = page.locator('.demo [data-demo-frame]');
    const count = await frames.count();
    for (let i = 0; i < count; i++) {
      const frame = frames.nth(i);
      await frame.scrollIntoViewIfNeeded();
      await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
    }
    await expect.poll(() => page.evaluate(() => (window as unknown as { __seen: Seen[] }).__seen.every((s) => s.painted !== ''))).toBe(true);
    const seen = await page.evaluate(() => (window as unknown as { __seen: Seen[] }).__seen);
    expect(seen.length, 'grids revealed').toBeGreaterThan(0);
    // Every header row has its headers; the body has rows, or an overlay says why not (loading, no rows).
    const whole = /^[1-9]\d*(,[1-9]\d*)* headers, ([1-9]\d* rows( and an overlay)?|0 rows and an overlay)$/;
    const partial = seen.filter((s) => !whole.test(s.atCommit) || !whole.test(s.painted));
    expect(partial, 'grids revealed without their column headers or rows').toEqual([]);
  });
}
