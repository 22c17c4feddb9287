/**
 * The steps the chart-tooltip specs share (tooltip-warm.spec.ts, tooltip-keep.spec.ts): the lines page's first chart
 * live and idle, and the first hover's tooltip once it stopped moving.
 */
import type { Locator, Page } from '@playwright/test';
import { TOOLTIP_WARM_DEBUG } from '../../client/demos/tooltip-warm';
import { expect, mainThreadIdle } from './fixtures';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const warmups = (page: Page) => page.evaluate((key) => (globalThis as unknown as Record<string, { warmed: number }>)[key]!.warmed, TOOLTIP_WARM_DEBUG);

/**
 * Opens /x/react-charts/lines (the init script set `TOOLTIP_WARM_DEBUG`) and waits for its first chart to go live and
 * the main thread to be idle; with `warm`, also for the first tooltip warm-up (then `whenWarmed` runs). Returns the
 * warm-ups counted and the chart's surface (the frame's largest SVG).
 */
export async function linesChart(page: Page, warm: boolean, whenWarmed?: () => Promise<void>): Promise<{ warmed: number; chart: Box }> {
  await page.goto('/x/react-charts/lines');
  const frame = page.locator('[data-demo-frame][data-demo-mounted]').first();
  await expect(frame).toBeAttached({ timeout: 30_000 });
  await mainThreadIdle(page);
  if (warm) {
    await expect.poll(() => warmups(page)).toBeGreaterThan(0);
    await whenWarmed?.();
  }
  await mainThreadIdle(page);
  const warmed = await warmups(page);
  const chart = await frame.evaluate((f) => {
    const rects = [...f.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect()).sort((a, b) => b.width * b.height - a.width * a.height);
    return { x: rects[0]!.x, y: rects[0]!.y, width: rects[0]!.width, height: rects[0]!.height };
  });
  expect(chart.width).toBeGreaterThan(200);
  return { warmed, chart };
}

/** The tooltip a hover opened, once it shows a row and Popper stopped moving it (it positions it in frames after the move). */
export async function settledTooltip(page: Page): Promise<Locator> {
  const tooltip = page.locator('.MuiChartsTooltip-root:not([data-demo-tooltip-warm])');
  await expect(tooltip).toBeVisible();
  await expect(tooltip.locator('.MuiChartsTooltip-row').first()).toBeVisible();
  const boxes: string[] = [];
  await expect
    .poll(
      async () => {
        boxes.push(JSON.stringify(await tooltip.boundingBox()));
        return boxes.length > 2 && boxes.at(-1) === boxes.at(-2) && boxes.at(-2) === boxes.at(-3);
      },
      { intervals: [100] },
    )
    .toBe(true);
  return tooltip;
}

/** A tooltip's box relative to the chart (the page above the chart may differ between loads: an ad's height). */
export function relativeTo(r: Box, chart: Box): Box {
  return { x: Math.round(r.x) - Math.round(chart.x), y: Math.round(r.y) - Math.round(chart.y), width: Math.round(r.width), height: Math.round(r.height) };
}
