/**
 * The reveal of a pre-rendered demo (client/demos/runtime.tsx): the commit
 * that replaces the stand-in shows the demo whole. A Data Grid is on
 * screen with its column headers and its rows from the first frame the
 * browser paints of it, and when its frame gets `data-demo-mounted` (what
 * other tests and assistive technology read from then on).
 */
import { expect, mainThreadIdle, mountDemos, test } from './fixtures';
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
    await mountDemos(page, { timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __seen: Seen[] }).__seen.every((s) => s.painted !== ''))).toBe(true);
    const seen = await page.evaluate(() => (window as unknown as { __seen: Seen[] }).__seen);
    expect(seen.length, 'grids revealed').toBeGreaterThan(0);
    // Every header row has its headers; the body has rows, or an overlay says why not (loading, no rows).
    const whole = /^[1-9]\d*(,[1-9]\d*)* headers, ([1-9]\d* rows( and an overlay)?|0 rows and an overlay)$/;
    const partial = seen.filter((s) => !whole.test(s.atCommit) || !whole.test(s.painted));
    expect(partial, 'grids revealed without their column headers or rows').toEqual([]);
  });
}

/**
 * After the reveal, a hinted grid is already its final self: its mount effects publish nothing it did not have
 * (scripts/demos/grid-size-hint.ts). Published, they re-published equal columns, and a hinted grid's own state
 * got its size only through a flex-column round trip (header cells 130 → 100 → 130 px wide) in synchronous
 * renders, and its CSS variables were set from an unready size first. Counted here, from the record of
 * `data-demo-mounted` on (records come in order): a style property of a header cell or of the grid's root that,
 * once set, changes value until the page is idle (each element's successive `style` values are the records' old values, then its own).
 */
for (const path of ['/x/react-data-grid/sorting', '/x/react-data-grid/column-pinning']) {
  test(`${path}: a revealed grid's headers and size do not change after its reveal`, async ({ page }) => {
    await page.addInitScript({
      content: `
        window.__styles = new Map();
        window.__revealed = 0;
        const mounted = new Set();
        new MutationObserver((records) => {
          for (const r of records) {
            const el = r.target;
            if (r.attributeName === 'data-demo-mounted') {
              if (el.hasAttribute('data-demo-mounted') && el.querySelector('.MuiDataGrid-root')) { mounted.add(el); window.__revealed++; }
              continue;
            }
            const frame = el.closest('[data-demo-frame]');
            if (!frame || !mounted.has(frame) || !el.matches('.MuiDataGrid-columnHeader, .MuiDataGrid-root')) continue;
            if (!window.__styles.has(el)) window.__styles.set(el, []);
            window.__styles.get(el).push(r.oldValue);
          }
        }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-demo-mounted', 'style'] });
        window.__changed = () => {
          const props = (v) => new Map((v || '').split(';').map((d) => d.split(':').map((x) => x.trim())).filter((d) => d[0]));
          const out = [];
          for (const [el, olds] of window.__styles) {
            const values = [...olds, el.getAttribute('style')].map(props);
            for (let i = 1; i < values.length; i++)
              for (const [k, v] of values[i])
                if (values[i - 1].has(k) && values[i - 1].get(k) !== v)
                  out.push((el.getAttribute('data-field') || 'root') + ' ' + k + ': ' + values[i - 1].get(k) + ' -> ' + v);
          }
          return out;
        };
      `,
    });
    await page.goto(path);
    const frame = page.locator('.demo [data-demo-frame]').first();
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
    await mainThreadIdle(page);
    const { revealed, changes } = await page.evaluate(() => {
      const w = window as unknown as { __revealed: number; __changed: () => string[] };
      return { revealed: w.__revealed, changes: w.__changed() };
    });
    expect(revealed, 'grids revealed').toBeGreaterThan(0);
    expect(changes, 'header cells or grid sizes changed after the reveal').toEqual([]);
  });
}
