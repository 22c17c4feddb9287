/**
 * A reader's header click on a Data Grid whose sort model is controlled (the sorting page's first demo,
 * `sortModel` + `onSortModelChange`; scripts/demos/grid-interaction.ts, DataGrid.js and useGridSorting.js): when
 * the demo renders again with the new model, the grid's components do not render for it (published, the root props
 * context got a new value and nearly all of them rendered), nor do its rows for the unchanged model sorted again
 * (published, the grid sorted by its old model before the new one came back); the rows render for the new order
 * once the grid's state took it. And the reader sees the same as published: the same rows in the same order after
 * each click, the same sort indicators, the demo's own `sortModel` output, the focused header.
 *
 * What rendered is read through a stand-in of React DevTools' global hook (React DOM reports every commit to it in
 * production too): per commit, the function components that rendered whose first element is in the grid or in its
 * rows, and whether the demo's `<output>` changed.
 */
import type { Page } from '@playwright/test';
import { GRID_MODEL_PROPS, GRID_SORT_ONCE } from '../../client/demos/grid-interaction';
import { expect, mainThreadIdle, test } from './fixtures';
import { renderProbeScript, type ProbeFiber, type Rerendered } from './render-probe';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });

const PATH = '/x/react-data-grid/sorting';
// Function components, forwardRef and simple memo fibers (render-probe.ts).
const FN_TAGS = [0, 11, 15];

interface Commit {
  /** The demo's own `sortModel` output changed in this commit (the demo's re-render with the new model). */
  output: boolean;
  /** Components rendered whose first element is in the grid. */
  grid: number;
  /** Of those, in the grid's rows. */
  rows: number;
}

/** Runs in the page after each commit (render-probe.ts): while recording, what rendered in the grid and its rows, and whether the demo's output changed. */
function onCommit(rendered: Rerendered[]): void {
  const w = window as unknown as { __commits: Commit[]; __recording: boolean; __lastOutput?: string | null };
  // The first host element under a fiber, depth first (a styled component's first child is Emotion's Insertion, which has none).
  const firstElement = (f: ProbeFiber): Element | null => {
    for (let n = f.child; n; n = n.sibling) {
      if (n.tag === 5) return n.stateNode as Element;
      const found = firstElement(n);
      if (found) return found;
    }
    return null;
  };
  const commit: Commit = { output: false, grid: 0, rows: 0 };
  for (const { fiber } of rendered) {
    const el = firstElement(fiber);
    if (el?.closest('.MuiDataGrid-root')) commit.grid++;
    if (el?.closest('.MuiDataGrid-row')) commit.rows++;
  }
  const output = document.querySelector('.demo [data-demo-frame] output')?.textContent;
  commit.output = w.__lastOutput !== undefined && output !== w.__lastOutput;
  w.__lastOutput = output;
  if (w.__recording && (commit.output || commit.grid)) w.__commits.push(commit);
}

interface Seen {
  commits: Commit[];
  rows: string[];
  sort: string[];
  output: string;
  focused: string;
}

/** Reads what the reader sees of the first demo, and the commits recorded since the last read. */
async function read(page: Page): Promise<Seen> {
  const frame = page.locator('.demo [data-demo-frame]').first();
  return frame.evaluate((el) => {
    const w = window as unknown as { __commits: Commit[] };
    const active = document.activeElement as HTMLElement | null;
    return {
      commits: w.__commits.splice(0),
      rows: [...el.querySelectorAll('.MuiDataGrid-row')].map((r) => `${r.getAttribute('data-rowindex')}:${r.textContent}`),
      sort: [...el.querySelectorAll('[role="columnheader"]')].map((h) => `${h.getAttribute('data-field')}=${h.getAttribute('aria-sort')}`),
      output: el.querySelector('output')?.textContent ?? '',
      focused: `${active?.getAttribute('role')}/${active?.getAttribute('data-field')}`,
    };
  });
}

/** Loads the page with the given switches off, clicks the "First name" header twice (ascending, then descending). */
async function sortTwice(page: Page, off: readonly string[]): Promise<Seen[]> {
  await page.addInitScript({ content: `window.__commits = []; window.__recording = false; ${renderProbeScript(FN_TAGS, onCommit)}` });
  for (const global of off) await page.addInitScript({ content: `globalThis[${JSON.stringify(global)}] = false;` });
  await page.goto(PATH);
  const frame = page.locator('.demo [data-demo-frame]').first();
  await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  await mainThreadIdle(page);
  await page.evaluate(() => ((window as unknown as { __recording: boolean }).__recording = true));
  const header = frame.locator('[role="columnheader"][data-field="firstName"] .MuiDataGrid-columnHeaderTitle');
  const seen: Seen[] = [];
  for (const order of ['ascending', 'descending']) {
    await header.click();
    await expect(frame.locator('[role="columnheader"][data-field="firstName"]')).toHaveAttribute('aria-sort', order);
    await mainThreadIdle(page);
    seen.push(await read(page));
  }
  return seen;
}

/** The commit that rendered the demo's new `sortModel` output (the parent's render with the new model). */
const parentCommit = (s: Seen): Commit => {
  const found = s.commits.filter((c) => c.output);
  expect(found, JSON.stringify(s.commits)).toHaveLength(1);
  return found[0]!;
};

test(`${PATH}: a header click on a controlled sort renders the grid's components once, for the new order, and the reader sees the same`, async ({ browser }) => {
  const pages = await Promise.all([0, 1, 2].map(() => browser.newPage({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } })));
  try {
    const patched = await sortTwice(pages[0]!, []);
    const published = await sortTwice(pages[1]!, [GRID_MODEL_PROPS, GRID_SORT_ONCE]);
    const sortTwiceOnly = await sortTwice(pages[2]!, [GRID_SORT_ONCE]);
    for (const [i, order] of [
      [0, 'asc'],
      [1, 'desc'],
    ] as const) {
      const p = patched[i]!;
      // The click did what a reader expects: sorted by first name, the demo's output says so, the header has the focus.
      expect(p.output).toBe(`sortModel: [{"field":"firstName","sort":"${order}"}]`);
      expect(p.focused).toBe('columnheader/firstName');
      const first = p.rows.map((r) => r.replace(/^\d+:/, '').split(/(?=[A-Z])/)[0]!);
      expect(first.length).toBeGreaterThan(5);
      const sorted = [...first].sort((a, b) => a.localeCompare(b));
      expect(first).toEqual(order === 'asc' ? sorted : sorted.reverse());
      // What rendered in the parent's render with the new model. Published: the grid's components (its root props
      // context changed), rows included. With the context kept but the unchanged model sorted again: the rows (new
      // rows equal to the old ones). Patched: the grid's root and its context providers only.
      expect(parentCommit(published[i]!).grid).toBeGreaterThan(150);
      expect(parentCommit(published[i]!).rows).toBeGreaterThan(20);
      expect(parentCommit(sortTwiceOnly[i]!).rows).toBeGreaterThan(5);
      expect(parentCommit(p).grid).toBeLessThan(10);
      expect(parentCommit(p).rows).toBe(0);
      // The rows then render for the new order, in a later commit, either way.
      expect(p.commits.filter((c) => !c.output).reduce((n, c) => n + c.rows, 0)).toBeGreaterThan(5);
      // And the reader sees the same either way.
      const visible = ({ rows, sort, output, focused }: Seen) => ({ rows, sort, output, focused });
      expect(visible(p)).toEqual(visible(published[i]!));
      expect(visible(sortTwiceOnly[i]!)).toEqual(visible(published[i]!));
    }
  } finally {
    for (const page of pages) await page.close();
  }
});
