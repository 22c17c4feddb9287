/**
 * After the reveal of a pre-rendered demo (client/demos/runtime.tsx) its components are already their final selves:
 * the mount's effects find the state they would set and update nothing.
 * - A hinted Premium grid (scripts/demos/grid-size-hint.ts, GRID_MOUNT): published, its mount published again the
 *   dimensions its state held (a new object for the same values) and, on a grouped grid, set its row count from all
 *   rows to the top-level rows left after filtering; each a store update that rendered the grid again, its rows
 *   included, synchronously in one task after the reveal.
 *   And its virtual scroller and root rendered again at mount (the rows' getters the virtualizer stores in a mount
 *   effect were made again in the reveal's render, and storing them notified the scroller's store subscription): not
 *   asserted here, the test's unthrottled page also renders the root once more after the reveal for another cause
 *   (no state of its own changed); bench/demo-trace.ts shows the task gone at 4x CPU.
 * - The demo's ThemeProvider (client/demos/theme-client.ts, THEME_NO_SSR): published, it renders again after mount to
 *   leave the server-rendering state it started in (and in dark mode with another theme, which renders every styled
 *   component of the demo again).
 * Counted with React's DevTools hook (the one React DOM calls at every commit): the function components of the first
 * demo's tree that render after the commit that revealed it. Others do, on purpose: the closed Tooltips of the column
 * headers store their node after the reveal, in a transition (scripts/demos/grid-size-hint.ts, TOOLTIP).
 */
import type { Page } from '@playwright/test';
import { GRID_MOUNT } from '../../client/demos/grid-hint';
import { GRID_ROW_SPACING } from '../../client/demos/grid-interaction';
import { THEME_NO_SSR } from '../../client/demos/theme-client';
import { expect, mainThreadIdle, test } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });

interface Rendered {
  /** Components of the first demo that rendered after its reveal, named by the first element they render. */
  after: string[];
  /** The demo's ThemeProvider (and the provider it renders), counted in `after` too. */
  themeAfter: number;
  /** Components of the first demo's tree in the reveal's commit (a check that the probe saw it). */
  atReveal: number;
}

/** The probe: a DevTools hook that records, from the first demo's reveal on, which of its components render. */
const PROBE = `
  (() => {
    const FN = new Set([0, 1, 11, 14, 15]);
    const last = new WeakMap();
    let frame = null;
    const record = (window.__rendered = { after: [], themeAfter: 0, atReveal: 0 });
    const label = (f) => {
      for (let n = f.child; n; n = n.child)
        if (n.tag === 5) return n.stateNode.tagName.toLowerCase() + [...n.stateNode.classList].filter((c) => c.startsWith('Mui')).map((c) => '.' + c).join('');
      return '(no element)';
    };
    // Each component once, whichever of its two fibers is current: rendered when its hooks' state is a new list.
    const walk = (fiber, after) => {
      for (let n = fiber; n; n = n.sibling) {
        if (FN.has(n.tag)) {
          const key = n.alternate && last.has(n.alternate) ? n.alternate : n;
          const prev = last.get(key);
          const state = n.memoizedState;
          if (!after) record.atReveal++;
          else if (prev !== undefined && prev !== state && state !== null) {
            record.after.push(label(n));
            if (n.memoizedProps && n.memoizedProps.disableStyleSheetGeneration === true) record.themeAfter++;
          }
          last.set(key, state);
        }
        walk(n.child, after);
      }
    };
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_id, root) => {
        const container = root.containerInfo;
        if (!(container instanceof HTMLElement) || !container.matches('[data-demo-frame]')) return;
        if (!frame) {
          if (!container.hasAttribute('data-demo-mounted')) return;
          frame = container;
          walk(root.current.child, false);
        } else if (container === frame) {
          walk(root.current.child, true);
        }
      },
    };
  })();
`;

/** Loads `path` with `off` (switches set to false before the page's scripts), and reads the record once the page is idle. */
async function rendered(page: Page, path: string, ...off: string[]): Promise<Rendered> {
  await page.addInitScript({ content: PROBE + off.map((name) => `globalThis[${JSON.stringify(name)}] = false;`).join('') });
  await page.goto(path);
  const frame = page.locator('.demo [data-demo-frame]').first();
  await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  // Twice: the mount's passive effects and the Tooltips' transition each come in a task of their own.
  await mainThreadIdle(page);
  await mainThreadIdle(page);
  return page.evaluate(() => (window as unknown as { __rendered: Rendered }).__rendered);
}

const rows = (r: Rendered) => r.after.filter((l) => /\.MuiDataGrid-row\b/.test(l));

for (const path of ['/x/react-data-grid/row-grouping', '/x/react-data-grid/aggregation']) {
  test(`${path}: the first grid's rows do not render again after its reveal`, async ({ page }) => {
    const r = await rendered(page, path);
    expect(r.atReveal, 'components seen at the reveal').toBeGreaterThan(100);
    expect(rows(r), 'grid rows rendered after the reveal').toEqual([]);
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the demo's theme provider does not render again after the reveal (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const r = await rendered(page, '/x/react-data-grid/sorting');
    expect(r.atReveal, 'components seen at the reveal').toBeGreaterThan(100);
    expect(r.themeAfter, 'renders of the demo’s ThemeProvider after the reveal').toBe(0);
  });
}

/** The probe sees what the changes remove: with each switched off, the renders are there. */
test('with the switches off, the rows and the theme provider render again after the reveal @probe', async ({ page, browser }) => {
  // GRID_ROW_SPACING off too: with it on, a row renders again only when its spacing changes, so the published mount's
  // store updates no longer reach the rows (they still render the grid's root and scroller); both off is the grid as
  // published.
  const grid = await rendered(page, '/x/react-data-grid/row-grouping', GRID_MOUNT, GRID_ROW_SPACING);
  expect(rows(grid).length, 'grid rows rendered after the reveal, GRID_MOUNT and GRID_ROW_SPACING off').toBeGreaterThan(0);
  const other = await browser.newPage({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
  try {
    const theme = await rendered(other, '/x/react-data-grid/sorting', THEME_NO_SSR);
    expect(theme.themeAfter, 'renders of the demo’s ThemeProvider after the reveal, THEME_NO_SSR off').toBeGreaterThan(0);
  } finally {
    await other.close();
  }
});
