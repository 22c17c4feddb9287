/**
 * A reader's first click on a Data Grid demo (scripts/demos/grid-interaction.ts): the rows whose selection changed
 * render, not the grid's root (the component with all the grid's hooks) and its virtual scroller, nor the other rows
 * in view (GRID_ROW_SPACING: published, the focus's store update renders them all again); the first column
 * header's tab stop moves in a later commit (a transition), not in the one that focuses the cell; a column menu
 * mounts when it first opens. And the reader sees the same as published: the same cell focused, the same rows
 * selected, the same footer, the same tab stops once the page is idle, the same column menu and the same focus once
 * it closed.
 *
 * What rendered is read through a stand-in of React DevTools' global hook (React DOM reports every commit to it in
 * production too): per commit, the function components that rendered, how many hooks each has (the grid's root has
 * about 2,500, no other component a tenth of that), and whether its first element is in the column headers.
 */
import type { Page } from '@playwright/test';
import { GRID_CLICK, GRID_HEADER_TAB, GRID_ROW_SPACING } from '../../client/demos/grid-interaction';
import { expect, mainThreadIdle, test } from './fixtures';
import { renderProbeScript, type ProbeFiber, type Rerendered } from './render-probe';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });

const PATH = '/x/react-data-grid/row-grouping';
const ROOT_HOOKS = 500;

interface Commit {
  rendered: number;
  /** The most hooks of a component that rendered in this commit. */
  maxHooks: number;
  /** Components rendered whose first element is in the grid's column headers. */
  headers: number;
  /** Rows rendered (a component with a `rowId` prop whose first element is a row). */
  rows: number;
}

/** Runs in the page after each commit (render-probe.ts): while recording, how many components rendered, their most hooks, and those in the column headers. */
function onCommit(rendered: Rerendered[]): void {
  const w = window as unknown as { __commits: Commit[]; __recording: boolean };
  const firstElement = (f: ProbeFiber): Element | null => {
    for (let n: ProbeFiber | null = f.child; n; n = n.child) if (n.tag === 5) return n.stateNode as Element;
    return null;
  };
  const commit: Commit = { rendered: 0, maxHooks: 0, headers: 0, rows: 0 };
  for (const { fiber } of rendered) {
    commit.rendered++;
    let hooks = 0;
    for (let h = fiber.memoizedState; h; h = h.next) hooks++;
    commit.maxHooks = Math.max(commit.maxHooks, hooks);
    if (firstElement(fiber)?.closest('.MuiDataGrid-columnHeaders')) commit.headers++;
    if ((fiber.memoizedProps as { rowId?: unknown } | null)?.rowId !== undefined && firstElement(fiber)?.getAttribute('role') === 'row') commit.rows++;
  }
  if (w.__recording && commit.rendered) w.__commits.push(commit);
}

interface After {
  commits: Commit[];
  focused: string;
  selected: string[];
  /** Rows in view (role row with a data-id). */
  inView: number;
  footer: string;
  /** The grid's elements in the tab order (tabindex 0), once the page is idle. */
  tabStops: string[];
  menu: string[];
  focusAfterMenu: string;
}

const describeTabStops = (el: Element) =>
  [...el.querySelectorAll('[tabindex="0"]')].map(
    (t) =>
      `${t.getAttribute('role')}/${t.closest('[role="row"]')?.getAttribute('data-rowindex') ?? '-'}/${t.getAttribute('data-field') ?? t.closest('[data-field]')?.getAttribute('data-field') ?? '-'}`,
  );

/** Loads the page (with the change off when `off`), clicks a cell of the first demo's second row, reads the result. */
async function clickFirstGrid(page: Page, off: boolean): Promise<After> {
  // Function components, forwardRef and simple memo fibers (render-probe.ts).
  await page.addInitScript({ content: `window.__commits = []; window.__recording = false; ${renderProbeScript([0, 11, 15], onCommit)}` });
  if (off)
    await page.addInitScript({
      content: [GRID_CLICK, GRID_HEADER_TAB, GRID_ROW_SPACING].map((name) => `globalThis[${JSON.stringify(name)}] = false;`).join(' '),
    });
  await page.goto(PATH);
  const frame = page.locator('.demo [data-demo-frame]').first();
  await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  await mainThreadIdle(page);
  await expect(frame.locator('.MuiDataGrid-selectedRowCount')).toHaveCount(0);
  // Before the click, the grid's tab stop is its first column header.
  expect(await frame.evaluate(describeTabStops)).toEqual([expect.stringMatching(/^columnheader\/-\//)]);
  await page.evaluate(() => ((window as unknown as { __recording: boolean }).__recording = true));
  await frame.locator('.MuiDataGrid-row[data-rowindex="1"] [role="gridcell"]').nth(2).click();
  await expect(frame.locator('.MuiDataGrid-selectedRowCount')).toBeVisible();
  await mainThreadIdle(page);
  const after = await frame.evaluate((el, tabStops) => {
    const w = window as unknown as { __commits: Commit[]; __recording: boolean };
    w.__recording = false;
    const active = document.activeElement as HTMLElement | null;
    return {
      commits: w.__commits.splice(0),
      focused: `${active?.closest('[role="row"]')?.getAttribute('data-rowindex')}/${active?.getAttribute('data-field')}/${active?.getAttribute('role')}`,
      selected: [...el.querySelectorAll('[role="row"][aria-selected="true"]')].map((r) => r.getAttribute('data-id') ?? ''),
      inView: el.querySelectorAll('[role="row"][data-id]').length,
      footer: el.querySelector('.MuiDataGrid-selectedRowCount')?.textContent ?? '',
      tabStops: (new Function(`return (${tabStops})`)() as (e: Element) => string[])(el),
    };
  }, describeTabStops.toString());
  // The first column's menu opens from its button, lists its items, and closes on Escape.
  const header = frame.locator('[role="columnheader"]').first();
  await header.hover();
  await header.locator('.MuiDataGrid-menuIconButton').click();
  const menu = page.locator('.MuiDataGrid-menu [role="menu"]');
  await expect(menu).toBeVisible();
  const items = (await menu.locator('[role="menuitem"]').allTextContents()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await mainThreadIdle(page);
  const focusAfterMenu = await page.evaluate(() => {
    const a = document.activeElement;
    return `${a?.getAttribute('role') ?? a?.tagName.toLowerCase()}/${a?.getAttribute('aria-label') ?? a?.getAttribute('data-field') ?? ''}`;
  });
  return { ...after, menu: items, focusAfterMenu };
}

test(`${PATH}: a first click renders the selected rows, not the grid's root, and the reader sees the same`, async ({ browser }) => {
  const on = await browser.newPage({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
  const off = await browser.newPage({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
  try {
    const patched = await clickFirstGrid(on, false);
    const published = await clickFirstGrid(off, true);
    // The click did what a reader expects: a cell of the clicked row has the focus, rows are selected, the footer says so.
    expect(patched.focused).toMatch(/^1\/[^/]+\/gridcell$/);
    expect(patched.selected.length).toBeGreaterThan(0);
    expect(patched.footer).toMatch(/rows? selected/);
    expect(patched.tabStops).toEqual([expect.stringMatching(/^gridcell\/1\//)]);
    expect(patched.menu.length).toBeGreaterThan(2);
    // What rendered. Published: the grid's root renders for the selection, and the headers in the commit that focuses the cell.
    expect(Math.max(...published.commits.map((c) => c.maxHooks))).toBeGreaterThan(ROOT_HOOKS);
    expect(published.commits[0]!.headers).toBeGreaterThan(0);
    // Patched: no component with the root's hooks renders; the headers render, but in a later commit than the focus.
    expect(Math.max(...patched.commits.map((c) => c.maxHooks))).toBeLessThan(ROOT_HOOKS);
    expect(patched.commits[0]!.headers).toBe(0);
    expect(patched.commits.slice(1).some((c) => c.headers > 0)).toBe(true);
    const total = (a: After) => a.commits.reduce((n, c) => n + c.rendered, 0);
    expect(total(patched)).toBeLessThan(total(published));
    // Rows: published, the focus's store update renders every row in view (its height entry copy changed since the
    // first render: needsFirstMeasurement); patched (GRID_ROW_SPACING), only the rows whose selection changed, once.
    const rows = (a: After) => a.commits.reduce((n, c) => n + c.rows, 0);
    expect(published.commits[0]!.rows).toBe(published.inView);
    expect(rows(patched)).toBe(patched.selected.length);
    expect(rows(patched)).toBeLessThan(rows(published));
    // And the reader sees the same either way.
    const visible = ({ focused, selected, footer, tabStops, menu, focusAfterMenu }: After) => ({ focused, selected, footer, tabStops, menu, focusAfterMenu });
    expect(visible(patched)).toEqual(visible(published));
  } finally {
    await on.close();
    await off.close();
  }
});
