/**
 * A chart's tooltip opened once, hidden, after the chart went live (client/demos/tooltip-warm.ts,
 * scripts/demos/chart-size-hint.ts TOOLTIP_WARM), so that the reader's first hover does not render, style and position
 * it for the first time. With the switch on, the tooltip's style rules are in the page's sheets before the first hover
 * (published, they are inserted by that hover: the check fails with the switch off), the warm-up's box was hidden, and
 * the first hover shows the same tooltip, with the same text, at the same place, as published.
 */
import type { Browser } from '@playwright/test';
import { TOOLTIP_KEEP, TOOLTIP_WARM, TOOLTIP_WARM_DEBUG } from '../../client/demos/tooltip-warm';
import { linesChart, relativeTo, settledTooltip } from './chart-tooltip';
import { expect, test } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });

interface FirstHover {
  /** The warm-ups committed before the hover. */
  warmed: number;
  /** Each warm-up box added to the page: its inline visibility and aria-hidden. */
  warmBoxes: { visibility: string; ariaHidden: string | null }[];
  /** The tooltip's Emotion classes (`demo-…`, the demos' cache) missing from the page's style rules before the hover. */
  missingBefore: string[];
  classes: number;
  text: string;
  /** The tooltip's box, relative to the chart's surface. */
  box: { x: number; y: number; width: number; height: number };
}

/** Records the warm-up boxes added to the page. */
const OBSERVE = `
  window.__warmBoxes = [];
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) {
      if (n instanceof HTMLElement && n.matches('[data-demo-tooltip-warm]')) window.__warmBoxes.push({ visibility: n.style.visibility, ariaHidden: n.getAttribute('aria-hidden') });
    }
  }).observe(document, { subtree: true, childList: true });`;

/** Loads the lines page with the warm-up on or off, waits for its first chart and idle, then hovers the chart once. */
async function firstHover(browser: Browser, baseURL: string | undefined, warm: boolean): Promise<FirstHover> {
  const context = await browser.newContext({ baseURL, userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({
      // The warm-up as at stop 14 (idle, removed after); the kept one (the default since) is tooltip-keep.spec.ts's.
      content: `globalThis[${JSON.stringify(TOOLTIP_WARM_DEBUG)}] = { warmed: 0 }; globalThis[${JSON.stringify(TOOLTIP_KEEP)}] = false;${warm ? '' : `globalThis[${JSON.stringify(TOOLTIP_WARM)}] = false;`}${OBSERVE}`,
    });
    const { warmed, chart } = await linesChart(page, warm, async () => {
      // The first chart's warm-up ran and its box is gone again.
      await expect(page.locator('[data-demo-tooltip-warm]')).toHaveCount(0);
    });
    await page.evaluate(() => {
      const selectors: string[] = [];
      for (const sheet of document.styleSheets) for (const rule of sheet.cssRules) if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
      (window as unknown as { __before: string }).__before = selectors.join('\n');
    });
    await page.mouse.move(Math.round(chart.x + chart.width / 2), Math.round(chart.y + chart.height / 2));
    const tooltip = await settledTooltip(page);
    const read = await tooltip.evaluate((root) => {
      const before = (window as unknown as { __before: string }).__before;
      const classes = [...new Set([root, ...root.querySelectorAll('*')].flatMap((e) => [...e.classList].filter((c) => /^demo-/.test(c))))];
      const r = root.getBoundingClientRect();
      return {
        missingBefore: classes.filter((c) => !before.includes(`.${c}`)),
        classes: classes.length,
        text: (root as HTMLElement).innerText,
        box: { x: r.x, y: r.y, width: r.width, height: r.height },
      };
    });
    const warmBoxes = await page.evaluate(() => (window as unknown as { __warmBoxes: FirstHover['warmBoxes'] }).__warmBoxes);
    return { warmed, warmBoxes, ...read, box: relativeTo(read.box, chart) };
  } finally {
    await context.close();
  }
}

test('a chart’s tooltip is warmed, hidden, after the chart went live, and the first hover shows the same tooltip', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const on = await firstHover(browser, baseURL, true);
  const off = await firstHover(browser, baseURL, false);
  expect(on.warmed).toBeGreaterThan(0);
  expect(on.warmBoxes.length).toBeGreaterThan(0);
  for (const b of on.warmBoxes) expect(b).toEqual({ visibility: 'hidden', ariaHidden: 'true' });
  expect(off.warmed).toBe(0);
  expect(off.warmBoxes).toEqual([]);
  // The tooltip's rules were in the sheets before the first hover; published, that hover inserted them.
  expect(on.classes).toBeGreaterThan(3);
  expect(on.missingBefore).toEqual([]);
  expect(off.missingBefore.length).toBeGreaterThan(0);
  // The same tooltip at the same place on the chart.
  expect(on.text).toBe(off.text);
  expect(on.text).toMatch(/\S/);
  expect(on.box).toEqual(off.box);
});
