/**
 * A hinted grid's reveal reads no layout (scripts/demos/grid-size-hint.ts, GRID_READ): as published, the grid's first
 * measurement (`observeRootNode`'s `getBoundingClientRect`) and its scroller's reset (`scrollLeft = 0`) forced the
 * style recalculation and layout of the whole revealed grid inside the reveal's task, its longest; patched, the grid
 * takes the size its state holds (the hint's), its scroller is new (at 0 already), and the browser styles and lays
 * the grid out in the frame that follows, a task of its own. The ResizeObserver still checks the size there.
 * Counted in the page: the layout reads and scroll writes made on the demo's elements while the demo runtime's reveal
 * commits (`globalThis.__demoRevealing`, client/demos/reveal-flag.ts). And the revealed grid is the same: its size,
 * its CSS variables, its headers and rows, and, once settled, the same markup.
 */
import type { Page } from '@playwright/test';
import { GRID_READ } from '../../client/demos/grid-hint';
import { REVEALING } from '../../client/demos/reveal-flag';
import { expect, mainThreadIdle, test } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });

const PROBE = `
  (() => {
    const reads = (window.__revealReads = []);
    const inDemo = (el) => el instanceof Element && el.closest('[data-demo-frame]') !== null;
    const count = (name, el) => {
      if (globalThis[${JSON.stringify(REVEALING)}] === true && inDemo(el)) reads.push(name + ' ' + (el.className || el.tagName));
    };
    for (const name of ['getBoundingClientRect', 'getClientRects']) {
      const original = Element.prototype[name];
      Element.prototype[name] = function (...args) {
        count(name, this);
        return original.apply(this, args);
      };
    }
    const props = [
      [Element.prototype, ['clientWidth', 'clientHeight', 'clientTop', 'clientLeft', 'scrollWidth', 'scrollHeight', 'scrollTop', 'scrollLeft']],
      [HTMLElement.prototype, ['offsetWidth', 'offsetHeight', 'offsetTop', 'offsetLeft', 'offsetParent']],
    ];
    for (const [proto, names] of props) {
      for (const name of names) {
        const d = Object.getOwnPropertyDescriptor(proto, name);
        Object.defineProperty(proto, name, {
          configurable: true,
          get() {
            count(name, this);
            return d.get.call(this);
          },
          set: d.set && function (v) {
            count(name + '=', this);
            d.set.call(this, v);
          },
        });
      }
    }
    const gcs = window.getComputedStyle;
    window.getComputedStyle = function (el, pseudo) {
      count('getComputedStyle', el);
      return gcs.call(this, el, pseudo);
    };
  })();
`;

interface Seen {
  reads: string[];
  look: Record<string, string>;
  html: string;
}

async function load(page: Page, path: string, off: boolean): Promise<Seen> {
  if (off) await page.addInitScript({ content: `globalThis[${JSON.stringify(GRID_READ)}] = false;` });
  await page.addInitScript({ content: PROBE });
  await page.goto(path);
  const frame = page.locator('.demo [data-demo-frame]').first();
  await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 20_000 });
  await expect(frame.locator('.MuiDataGrid-row').first()).toBeVisible();
  // The ResizeObserver's first callback (in the frame after the reveal) and any update it makes, then the grid's later
  // mount tasks.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await mainThreadIdle(page);
  await mainThreadIdle(page);
  const reads = await page.evaluate(() => (window as unknown as { __revealReads: string[] }).__revealReads);
  const look = await frame.evaluate((el) => {
    const root = el.querySelector<HTMLElement>('.MuiDataGrid-root')!;
    const main = el.querySelector<HTMLElement>('.MuiDataGrid-main')!;
    const scroller = el.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller')!;
    // Relative to the frame: what is above the demo on the page may differ between two loads (not the grid's doing).
    const frameBox = el.getBoundingClientRect();
    const box = (n: HTMLElement) => {
      const b = n.getBoundingClientRect();
      return `${b.x - frameBox.x},${b.y - frameBox.y} ${b.width}x${b.height}`;
    };
    return {
      root: box(root),
      main: box(main),
      vars: root.getAttribute('style') ?? '',
      scroll: `${scroller.scrollLeft},${scroller.scrollTop} ${scroller.scrollWidth}x${scroller.scrollHeight}`,
      headers: String(el.querySelectorAll('.MuiDataGrid-columnHeader').length),
      rows: String(el.querySelectorAll('.MuiDataGrid-row').length),
      firstRow: el.querySelector('.MuiDataGrid-row')?.textContent ?? '',
    };
  });
  // The markup, without the ids that differ from one page load to the next.
  const html = await frame.evaluate((el) => el.innerHTML.replace(/(id|aria-labelledby|aria-describedby|aria-controls|for)="[^"]*"/g, '$1=""'));
  return { reads, look, html };
}

for (const path of ['/x/react-data-grid/sorting', '/x/react-data-grid/row-grouping']) {
  test(`${path}: a hinted grid's reveal reads no layout, and the revealed grid is the same`, async ({ browser }) => {
    const on = await browser.newPage({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
    const off = await browser.newPage({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
    try {
      const split = await load(on, path, false);
      const asPublished = await load(off, path, true);
      // As published the reveal measures the grid and resets its scroller: both force the grid's style and layout.
      expect(asPublished.reads).toEqual(expect.arrayContaining([expect.stringMatching(/^getBoundingClientRect /), expect.stringMatching(/^scrollLeft= /)]));
      expect(split.reads).toEqual([]);
      expect(Number(split.look.rows)).toBeGreaterThan(0);
      expect(split.look).toEqual(asPublished.look);
      expect(split.html).toBe(asPublished.html);
    } finally {
      await on.close();
      await off.close();
    }
  });
}
