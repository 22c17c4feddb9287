/**
 * The chart tooltip's kept warm-up and popper.js's single position update (client/demos/tooltip-warm.ts TOOLTIP_KEEP
 * and POPPER_ONCE; scripts/demos/chart-size-hint.ts). With both on (the default), the first chart's tooltip is made,
 * hidden, soon after the chart went live and stays (hidden, aria-hidden, out of the way) until the first hover, which
 * shows that very element; and that hover positions it once (the published path: `createPopper`'s first update, MUI's
 * passive `forceUpdate()` and the pointer handler's update in the next frame, three). The tooltip shows the same text
 * at the same place as published (both switches and the warm-up off). Without KEEP the first hover shows a new element
 * (the check fails); without POPPER_ONCE it is positioned more than once.
 */
import type { Browser } from '@playwright/test';
import { POPPER_ONCE, TOOLTIP_KEEP, TOOLTIP_WARM, TOOLTIP_WARM_DEBUG } from '../../client/demos/tooltip-warm';
import { linesChart, relativeTo, settledTooltip } from './chart-tooltip';
import { expect, test } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });

interface Switches {
  warm: boolean;
  keep: boolean;
  once: boolean;
}

interface FirstHover {
  warmed: number;
  /** The hidden tooltips in the page before the hover: their computed visibility, aria-hidden and parent. */
  hidden: { visibility: string; ariaHidden: string | null; parent: string; inViewport: boolean }[];
  /** The hovered tooltip is the element that was kept hidden before the hover. */
  sameElement: boolean;
  /** popper.js position updates of the tooltip from the hover to two frames later (its `getLayoutRect` reads). */
  updates: number;
  text: string;
  /** The tooltip's box relative to the chart's surface, once it stopped moving. */
  box: { x: number; y: number; width: number; height: number };
}

/** Counts, per call, popper.js's reads of a chart tooltip's own box (one per position update: `getLayoutRect`). */
const COUNT_READS = `
  window.__tooltipReads = 0;
  const gbcr = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function () {
    if (this.classList && this.classList.contains('MuiChartsTooltip-root')) window.__tooltipReads++;
    return gbcr.call(this);
  };`;

async function firstHover(browser: Browser, baseURL: string | undefined, s: Switches): Promise<FirstHover> {
  const context = await browser.newContext({ baseURL, userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const off = (key: string, on: boolean) => (on ? '' : `globalThis[${JSON.stringify(key)}] = false;`);
    await page.addInitScript({
      content: `globalThis[${JSON.stringify(TOOLTIP_WARM_DEBUG)}] = { warmed: 0 };${off(TOOLTIP_WARM, s.warm)}${off(TOOLTIP_KEEP, s.keep)}${off(POPPER_ONCE, s.once)}${COUNT_READS}`,
    });
    const { warmed, chart } = await linesChart(page, s.warm);
    const hidden = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.MuiChartsTooltip-root')].map((el) => {
        const r = el.getBoundingClientRect();
        (el as unknown as { __kept: boolean }).__kept = true;
        return {
          visibility: getComputedStyle(el).visibility,
          ariaHidden: el.getAttribute('aria-hidden'),
          parent: el.parentElement?.tagName ?? '',
          inViewport: r.width > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth,
        };
      }),
    );
    await page.evaluate(() => ((window as unknown as { __tooltipReads: number }).__tooltipReads = 0));
    await page.mouse.move(Math.round(chart.x + chart.width / 2), Math.round(chart.y + chart.height / 2));
    // Two frames and a moment after the hover, read in the page (a check from outside could read the box itself).
    const after = await page.evaluate(
      () =>
        new Promise<{ updates: number; sameElement: boolean }>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              setTimeout(() => {
                const shown = [...document.querySelectorAll<HTMLElement>('.MuiChartsTooltip-root')].find((el) => getComputedStyle(el).visibility === 'visible');
                resolve({ updates: (window as unknown as { __tooltipReads: number }).__tooltipReads, sameElement: !!(shown as unknown as { __kept?: boolean } | undefined)?.__kept });
              }, 200),
            ),
          ),
        ),
    );
    const tooltip = await settledTooltip(page);
    const read = await tooltip.evaluate((root) => {
      const r = root.getBoundingClientRect();
      return { text: (root as HTMLElement).innerText, box: { x: r.x, y: r.y, width: r.width, height: r.height } };
    });
    return { warmed, hidden, ...after, ...read, box: relativeTo(read.box, chart) };
  } finally {
    await context.close();
  }
}

test('a chart’s tooltip is kept, hidden, until the first hover shows that element, positioned once, as published', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const on = await firstHover(browser, baseURL, { warm: true, keep: true, once: true });
  const published = await firstHover(browser, baseURL, { warm: false, keep: false, once: false });
  const noKeep = await firstHover(browser, baseURL, { warm: true, keep: false, once: true });
  const noOnce = await firstHover(browser, baseURL, { warm: true, keep: true, once: false });
  // Kept: a hidden, aria-hidden tooltip per warmed chart in the body before the hover; published, none.
  expect(on.warmed).toBeGreaterThan(0);
  expect(on.hidden.length).toBeGreaterThan(0);
  for (const h of on.hidden) expect(h).toMatchObject({ visibility: 'hidden', ariaHidden: 'true', parent: 'BODY' });
  expect(published.hidden).toEqual([]);
  // The first hover shows the kept element; without the switch, a new one.
  expect(on.sameElement).toBe(true);
  expect(noKeep.sameElement).toBe(false);
  // Positioned once; published three times; without POPPER_ONCE more than once.
  expect(on.updates).toBe(1);
  expect(published.updates).toBeGreaterThan(1);
  expect(noOnce.updates).toBeGreaterThan(1);
  // The same tooltip at the same place as published.
  expect(on.text).toMatch(/\S/);
  for (const r of [on, noKeep, noOnce]) {
    expect(r.text).toBe(published.text);
    expect(r.box).toEqual(published.box);
  }
});
