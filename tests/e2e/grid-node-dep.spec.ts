/**
 * A hinted grid's first render after its reveal does not observe its container node again (scripts/demos/
 * grid-size-hint.ts, dimensions.js, GRID_NODE_DEP). The hidden first render and the reveal read the virtualizer's
 * container ref as null (the node attaches in the reveal's commit, and the reveal's effect takes it from the ref), so
 * the next render of the grid's root, a reader's first sort on the sorting page, read the node: a new dependency for
 * `observeRootNode`'s layout effect, which in that click's commit disconnected the grid's ResizeObserver, made a new
 * one and read the grid's size again (`getBoundingClientRect`: a forced style and layout), all to find the same size.
 * Counted in the page while the header is clicked: the ResizeObservers made and the size reads of the grid's main
 * element (not those of a tooltip's popper placing itself). And the grid still follows a resize after that sort (the
 * observer of the reveal still observes it), to the same styles as with the switch off.
 */
import type { Page } from '@playwright/test';
import { GRID_NODE_DEP } from '../../client/demos/grid-hint';
import { expect, mainThreadIdle, test } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });

const PATH = '/x/react-data-grid/sorting';

const PROBE = `
  (() => {
    const seen = (window.__nodeDep = { observers: 0, observed: 0, reads: 0, recording: false });
    const main = (el) => el instanceof Element && el.classList.contains('MuiDataGrid-main') && el.closest('[data-demo-frame]') !== null;
    const Original = window.ResizeObserver;
    window.ResizeObserver = class extends Original {
      constructor(callback) {
        super(callback);
        if (seen.recording) seen.observers++;
      }
      observe(el, options) {
        if (seen.recording && main(el)) seen.observed++;
        return super.observe(el, options);
      }
    };
    const rect = Element.prototype.getBoundingClientRect;
    // A tooltip's popper (the sort button's, opening on the hover that comes with the click once its delay has run,
    // which a loaded machine reaches before the test stops counting) reads the grid's main element as a clipping
    // parent: that is popper.js placing the tooltip, not the grid measuring itself.
    const placingTooltip = () => document.querySelector('.MuiPopper-root[role="tooltip"]') !== null;
    Element.prototype.getBoundingClientRect = function () {
      if (seen.recording && main(this) && !placingTooltip()) seen.reads++;
      return rect.call(this);
    };
  })();
`;

interface Seen {
  observers: number;
  observed: number;
  reads: number;
  /** The inline styles of the grid's elements after a resize to 960 px, and before it. */
  resized: string[];
  before: string[];
}

async function sortThenResize(page: Page, off: boolean): Promise<Seen> {
  await page.addInitScript({ content: PROBE });
  if (off) await page.addInitScript({ content: `globalThis[${JSON.stringify(GRID_NODE_DEP)}] = false;` });
  await page.goto(PATH);
  const frame = page.locator('.demo [data-demo-frame]').first();
  await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  await expect(frame.locator('.MuiDataGrid-row').first()).toBeVisible();
  await mainThreadIdle(page);
  await page.evaluate(() => ((window as unknown as { __nodeDep: { recording: boolean } }).__nodeDep.recording = true));
  await frame.locator('[role="columnheader"][data-field="firstName"] .MuiDataGrid-columnHeaderTitle').click();
  await expect(frame.locator('[role="columnheader"][data-field="firstName"]')).toHaveAttribute('aria-sort', 'ascending');
  await mainThreadIdle(page);
  const counts = await page.evaluate(() => {
    const s = (window as unknown as { __nodeDep: { observers: number; observed: number; reads: number; recording: boolean } }).__nodeDep;
    s.recording = false;
    return { observers: s.observers, observed: s.observed, reads: s.reads };
  });
  const styles = () =>
    frame.evaluate((el) => [...el.querySelectorAll('.MuiDataGrid-root, .MuiDataGrid-root [style]')].map((e) => `${e.className.toString().split(' ')[0]} ${e.getAttribute('style') ?? ''}`));
  const before = await styles();
  await page.setViewportSize({ width: 960, height: 900 });
  await expect.poll(styles).not.toEqual(before);
  await mainThreadIdle(page);
  return { ...counts, before, resized: await styles() };
}

test(`${PATH}: a reader's first sort does not observe the grid's container again, and the grid still follows a resize`, async ({ browser }) => {
  const pages = await Promise.all([0, 1].map(() => browser.newPage({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } })));
  try {
    const patched = await sortThenResize(pages[0]!, false);
    const published = await sortThenResize(pages[1]!, true);
    // Published (switch off): the sort's commit made a ResizeObserver for the grid's main element and read its size.
    expect(published.observed).toBeGreaterThanOrEqual(1);
    expect(published.reads).toBeGreaterThanOrEqual(1);
    // Patched: neither.
    expect(patched.observed).toBe(0);
    expect(patched.reads).toBe(0);
    expect(patched.observers).toBeLessThan(published.observers);
    // The same grid before and after the resize either way.
    expect(patched.before).toEqual(published.before);
    expect(patched.resized).toEqual(published.resized);
  } finally {
    for (const page of pages) await page.close();
  }
});
