/**
 * A chart tooltip's row marks kept from one render to the next (client/demos/tooltip-warm.ts STABLE_MARKS,
 * scripts/demos/chart-size-hint.ts CONSUME_THEME_PROPS). A reader's first click on the lines page's first chart opens
 * its axis tooltip; moving to another data index updates it. Published, @mui/x-charts's `consumeThemeProps` made a new
 * component type per render, so each row's mark (ChartsLabelMark) was new DOM at the opening and at every new index;
 * with the switch on (the default) no mark node is added or removed by either, and the reader sees the same tooltip
 * (text, box, marks' colours and boxes), at the same place, with the chart and the page around it unmoved, and no
 * console error. With the switch off the marks are made again (the check fails).
 */
import type { Browser } from '@playwright/test';
import { STABLE_MARKS, TOOLTIP_WARM_DEBUG } from '../../client/demos/tooltip-warm';
import { linesChart, relativeTo, settledTooltip, type Box } from './chart-tooltip';
import { expect, test } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });

interface Seen {
  /** popper.js's placement (its flip modifier's choice). */
  placement: string | null;
  text: string;
  box: Box;
  /** Each row mark's colour and box relative to the chart. */
  marks: { fill: string; box: Box }[];
}

interface Run {
  /** What the tooltip showed after the click, then after the move to another data index. */
  clicked: Seen;
  moved: Seen;
  /** Tooltip mark nodes added and removed from just before the click to after the move. */
  added: number;
  removed: number;
  /** The marks shown after the move are the nodes shown after the click. */
  sameMarks: boolean;
  /** The demo frame's box, and the box of the element after the demo, before the click and after the move. */
  frameBefore: Box;
  frameAfter: Box;
  nextBefore: Box;
  nextAfter: Box;
  errors: string[];
}

/** Records the tooltip mark nodes added to and removed from the document, from now on. */
const WATCH_MARKS = `
  window.__marks = { added: 0, removed: 0, on: false };
  const countIn = (n) => (n.nodeType !== 1 ? 0 : (n.classList.contains('MuiChartsLabelMark-root') ? 1 : 0) + n.querySelectorAll('.MuiChartsLabelMark-root').length);
  new MutationObserver((records) => {
    if (!window.__marks.on) return;
    for (const r of records) {
      if (!(r.target.closest && r.target.closest('.MuiChartsTooltip-root'))) continue;
      for (const n of r.addedNodes) window.__marks.added += countIn(n);
      for (const n of r.removedNodes) window.__marks.removed += countIn(n);
    }
  }).observe(document, { childList: true, subtree: true });`;

/** `stable`: the switch on (the default), else off, as published. */
async function run(browser: Browser, baseURL: string | undefined, stable: boolean): Promise<Run> {
  const context = await browser.newContext({ baseURL, userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.addInitScript({
      content: `globalThis[${JSON.stringify(TOOLTIP_WARM_DEBUG)}] = { warmed: 0 };${stable ? '' : `globalThis[${JSON.stringify(STABLE_MARKS)}] = false;`}${WATCH_MARKS}`,
    });
    const { chart } = await linesChart(page, true);
    const boxes = () =>
      page.evaluate(() => {
        const frame = document.querySelector<HTMLElement>('[data-demo-frame][data-demo-mounted]')!;
        const demo = frame.closest('.demo')!;
        const box = (el: Element) => {
          const r = el.getBoundingClientRect();
          return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
        };
        return { frame: box(frame), next: box(demo.nextElementSibling ?? demo) };
      });
    const before = await boxes();
    const seen = async (): Promise<Seen> => {
      const tooltip = await settledTooltip(page);
      const read = await tooltip.evaluate((root) => {
        const box = (el: Element) => {
          const r = el.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        };
        return {
          placement: root.getAttribute('data-popper-placement'),
          text: (root as HTMLElement).innerText,
          box: box(root),
          marks: [...root.querySelectorAll('.MuiChartsLabelMark-root')].map((m) => ({ fill: m.querySelector('rect, circle')?.getAttribute('fill') ?? '', box: box(m) })),
        };
      });
      return { placement: read.placement, text: read.text, box: relativeTo(read.box, chart), marks: read.marks.map((m) => ({ fill: m.fill, box: relativeTo(m.box, chart) })) };
    };
    await page.evaluate(() => ((window as unknown as { __marks: { on: boolean } }).__marks.on = true));
    // A reader's first click on the chart's middle (the move and the press at once, as bench/demo-ready.ts does).
    await page.mouse.click(Math.round(chart.x + chart.width / 2), Math.round(chart.y + chart.height / 2));
    const clicked = await seen();
    await page.evaluate(() =>
      document.querySelectorAll('.MuiChartsTooltip-root:not([data-demo-tooltip-warm]) .MuiChartsLabelMark-root').forEach((m) => ((m as unknown as { __seen: boolean }).__seen = true)),
    );
    // Another data index: three quarters across.
    await page.mouse.move(Math.round(chart.x + (chart.width * 3) / 4), Math.round(chart.y + chart.height / 2));
    await expect.poll(async () => (await page.locator('.MuiChartsTooltip-root:not([data-demo-tooltip-warm])').innerText()) !== clicked.text).toBe(true);
    const moved = await seen();
    const after = await page.evaluate(() => {
      const marks = [...document.querySelectorAll('.MuiChartsTooltip-root:not([data-demo-tooltip-warm]) .MuiChartsLabelMark-root')];
      const w = window as unknown as { __marks: { added: number; removed: number } };
      return { ...w.__marks, sameMarks: marks.length > 0 && marks.every((m) => (m as unknown as { __seen?: boolean }).__seen === true) };
    });
    const afterBoxes = await boxes();
    return {
      clicked,
      moved,
      added: after.added,
      removed: after.removed,
      sameMarks: after.sameMarks,
      frameBefore: before.frame,
      frameAfter: afterBoxes.frame,
      nextBefore: before.next,
      nextAfter: afterBoxes.next,
      errors,
    };
  } finally {
    await context.close();
  }
}

test('a chart tooltip’s row marks stay the same nodes from the first click to another data index, shown as published', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const on = await run(browser, baseURL, true);
  const published = await run(browser, baseURL, false);
  // The click opened a tooltip with rows and marks; the move showed another index.
  expect(on.clicked.text).toMatch(/\S/);
  expect(on.clicked.marks.length).toBeGreaterThan(0);
  expect(on.moved.text).not.toBe(on.clicked.text);
  // On: no mark node made or removed by the opening or the move; the marks shown after the move are the click's.
  expect(on).toMatchObject({ added: 0, removed: 0, sameMarks: true });
  // Published: the marks are made again (here to show the check can fail).
  expect(published.sameMarks).toBe(false);
  expect(published.added).toBeGreaterThan(0);
  // What the reader sees is the published tooltip: text, box, marks' colours and boxes, at both points.
  expect(on.clicked).toEqual(published.clicked);
  expect(on.moved).toEqual(published.moved);
  // Nothing around the chart moved, and no console error.
  for (const r of [on, published]) {
    expect(r.frameAfter).toEqual(r.frameBefore);
    expect(r.nextAfter).toEqual(r.nextBefore);
  }
  expect(on.errors).toEqual([]);
  expect(published.errors).toEqual([]);
});
