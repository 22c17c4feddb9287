/**
 * A Data Grid's first render in slices (client/demos/grid-slices.ts,
 * scripts/demos/grid-slices.ts): in a demo's hidden first render the grid's
 * root hooks yield between groups and React replays the component with the
 * hooks it ran kept. With the test's debug object the patched grid counts
 * its yields, the replays after them, the grids it set up (a grid whose
 * hooks were lost would set up again) and the state initialisers run; with
 * a budget of 0 it yields at every point, the hardest case for the replays.
 */
import type { Page } from '@playwright/test';
import { GRID_SLICES, GRID_SLICES_DEBUG } from '../../client/demos/grid-slices';
import { expect, mountDemos, test } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });

/** One grid set up: a render React threw away before its commit sets the grid up again, as a new entry. */
interface Setup {
  yields: number;
  replays: number;
  committed: boolean;
  /** The page's initialiser count when this grid was set up. */
  initializers: number;
}

interface Counts {
  yields: number;
  replays: number;
  grids: number;
  initializers: number;
  setups?: Setup[];
  /** Renders of the Suspense fallback around the page's demos. */
  fallbacks?: number;
}

/** The state initialisers each committed grid ran (up to the next grid set up: one sets up at a time). */
const perGrid = (c: Counts) => (c.setups ?? []).flatMap((g, i, all) => (g.committed ? [(all[i + 1]?.initializers ?? c.initializers) - g.initializers] : []));

/** The debug object (and the switch off, when `sliced` is false) before the page's scripts. */
async function count(page: Page, sliced: boolean): Promise<void> {
  await page.addInitScript({
    content: `globalThis[${JSON.stringify(GRID_SLICES_DEBUG)}] = { yields: 0, replays: 0, grids: 0, initializers: 0, budget: 0 };
      ${sliced ? '' : `globalThis[${JSON.stringify(GRID_SLICES)}] = false;`}
      // What each grid's frame holds when it gets data-demo-mounted (the reveal's commit): rows, or an overlay saying
      // why there are none (loading, no rows).
      window.__revealed = [];
      new MutationObserver((records) => {
        for (const r of records) {
          const frame = r.target;
          if (!frame.hasAttribute('data-demo-mounted') || !frame.querySelector('.MuiDataGrid-root')) continue;
          const rows = frame.querySelectorAll('.MuiDataGrid-virtualScrollerRenderZone [role=row]').length;
          window.__revealed.push(frame.closest('.demo').getAttribute('data-demo-name') + ': ' + (rows > 0 ? 'rows' : frame.querySelector('.MuiDataGrid-overlay') ? 'overlay' : 'nothing'));
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-demo-mounted'] });`,
  });
}

const counts = (page: Page) => page.evaluate((key) => ({ ...(globalThis as unknown as Record<string, Counts>)[key]! }), GRID_SLICES_DEBUG);

/** Mounts every demo of the page (each scrolled into view), and returns the counts and the grids on the page. */
async function mountAll(page: Page, path: string): Promise<{ counts: Counts; grids: number; revealed: string[] }> {
  await page.goto(path);
  await mountDemos(page);
  const grids = await page.locator('[data-demo-mounted] .MuiDataGrid-root').count();
  const revealed = await page.evaluate(() => (window as unknown as { __revealed: string[] }).__revealed);
  return { counts: await counts(page), grids, revealed };
}

// Community (sorting), Pro (column pinning) and Premium (row grouping, aggregation: store updates while hidden) grids.
const PAGES = ['/x/react-data-grid/sorting', '/x/react-data-grid/column-pinning', '/x/react-data-grid/row-grouping', '/x/react-data-grid/aggregation'];

for (const path of PAGES) {
  test(`${path}: each grid's first render yields, is replayed, and commits with its hooks kept`, async ({ context }) => {
    // Every demo of the page mounts twice (as published, then with a yield at every point): 26-28 s for the 25 demos
    // of row grouping on a loaded 2-core machine.
    test.slow();
    // Published: the reference count of state initialisers for the page's grids.
    const off = await context.newPage();
    await count(off, false);
    const published = await mountAll(off, path);
    await off.close();
    expect(published.counts.yields, 'no yield with the switch off').toBe(0);
    expect(published.grids).toBeGreaterThan(0);

    const page = await context.newPage();
    await count(page, true);
    const sliced = await mountAll(page, path);
    await page.close();
    // Every point yielded (budget 0): dozens per grid. Each yield of a grid that committed was followed by a replay,
    // none unwound to the Suspense fallback. (A render React threw away between two slices, when another demo's root
    // rendered or an update came, restarts from the committed tree: that grid is set up again, a new entry. Its
    // discarded attempt is not a committed grid, and is not counted here.)
    expect(sliced.counts.yields, 'yields').toBeGreaterThanOrEqual(40 * sliced.grids);
    const committed = (sliced.counts.setups ?? []).filter((g) => g.committed);
    expect(committed.length, 'grids committed').toBe(sliced.grids);
    for (const g of committed) expect(g.yields, 'each committed grid yielded').toBeGreaterThanOrEqual(40);
    expect(
      committed.filter((g) => g.replays !== g.yields).map((g) => `${g.yields} yields, ${g.replays} replays`),
      'a replay after each yield of a committed grid',
    ).toEqual([]);
    // No yield unwound to the demo's Suspense boundary (that would lose the grid's hooks and set it up again).
    expect(sliced.counts.fallbacks ?? 0, 'Suspense fallbacks rendered').toBe(published.counts.fallbacks ?? 0);
    // The hooks were kept: each grid set up once, its state initialisers ran as many times as without slices.
    const discarded = sliced.counts.grids - committed.length;
    test.info().annotations.push({ type: 'discarded first renders', description: String(discarded) });
    // A throw-away is rare (a few per thousand yields): most grids set up once.
    expect(discarded, 'grids set up again after a discarded render').toBeLessThanOrEqual(Math.max(1, sliced.grids / 4));
    expect(sliced.grids).toBe(published.grids);
    // (Compared per grid: a published render of the page may set a grid up twice, when an update restarts it.)
    const reference = new Set(perGrid(published.counts));
    const ran = perGrid(sliced.counts);
    expect(
      ran.filter((n) => !reference.has(n)),
      `state initialisers run per grid (published: ${[...reference].join(', ')})`,
    ).toEqual([]);
    // The reveal put each grid on screen with its rows (a grid lost to the fallback would have none).
    expect(
      sliced.revealed.filter((r) => r.endsWith(': nothing')),
      'grids revealed with neither rows nor an overlay',
    ).toEqual([]);
    expect(sliced.revealed.length).toBe(sliced.grids);
  });
}

test('a grid mounted by a click (a synchronous render) does not yield, and mounts whole', async ({ page }) => {
  await count(page, true);
  // Every demo of the page mounted first: the counters are the page's, and a demo mounting near the viewport
  // during the clicks would add its own grids to them.
  await mountAll(page, '/x/react-data-grid/state');
  const demo = page.locator('.demo[data-demo-name="RestoreStateOnMount"]');
  const frame = demo.locator('[data-demo-frame]');
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 30_000 });
  const before = await counts(page);
  expect(before.yields, 'the hidden first render yielded').toBeGreaterThan(0);
  const remount = frame.getByRole('button', { name: 'Remount the grid' });
  for (let i = 1; i <= 2; i++) {
    await remount.click();
    // A new grid (its key changed) set up once, in the click's render: no yield (it would have unwound to the
    // Suspense fallback), and the demo's own controls stayed on screen.
    await expect.poll(async () => (await counts(page)).grids).toBe(before.grids + i);
    const after = await counts(page);
    expect(after.yields).toBe(before.yields);
    await expect(remount).toBeVisible();
    await expect(frame.locator('.MuiDataGrid-virtualScrollerRenderZone [role=row]').first()).toBeVisible();
    await expect(frame.getByRole('columnheader', { name: 'First name' })).toBeVisible();
  }
});
