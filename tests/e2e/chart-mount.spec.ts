/**
 * A chart demo's mount in short tasks (scripts/demos/chart-size-hint.ts, client/demos/chart-hint.ts, intl-warm.ts).
 *
 * The charts' axes measure their tick labels in slices (scripts/demos/chart-size-hint.ts, MEASURE; client/demos/
 * chart-hint.ts): in a demo's hidden first render, each `getStringSize` call of an axis is a yield point, and React
 * replays the axis with its earlier measurements cached. With the test's debug object and a budget of 0 the axes yield
 * at every measurement, the hardest case for the replays. The axes must come out the same as with the change off
 * (`__demoChartSlices = false`: one piece per axis, the span restyled per string, the segmenters made at evaluation).
 */
import type { Browser, Page } from '@playwright/test';
import { CHART_IN_FRAME, CHART_SEGMENTER, CHART_SLICES, CHART_SLICES_DEBUG } from '../../client/demos/chart-hint';
import { INTL_WARM } from '../../client/demos/intl-warm';
import { GRID_SLICES_DEBUG } from '../../client/demos/grid-slices';
import { expect, mainThreadIdle, mountDemos, test } from './fixtures';
import { READER_UA } from './stub-servers';

test.use({ userAgent: READER_UA, viewport: { width: 1280, height: 900 } });

interface Counts {
  yields: number;
  replays: number;
}

/** What the page's live charts drew: each demo's axes (their markup), in document order. */
interface Drawn {
  counts: Counts;
  /** Renders of the Suspense fallback around the page's demos (a yield that unwound to the boundary). */
  fallbacks: number;
  axes: string[];
}

/** Loads `path` with the axes' slices on (a yield at every measurement) or off, mounts every demo, and reads the axes. */
async function draw(browser: Browser, baseURL: string | undefined, path: string, sliced: boolean): Promise<Drawn> {
  const context = await browser.newContext({ baseURL, userAgent: READER_UA, viewport: { width: 1280, height: 900 } });
  try {
    const page: Page = await context.newPage();
    await page.addInitScript({
      content: `globalThis[${JSON.stringify(CHART_SLICES_DEBUG)}] = { yields: 0, replays: 0, budget: 0 };
        globalThis[${JSON.stringify(GRID_SLICES_DEBUG)}] = { yields: 0, replays: 0, grids: 0, initializers: 0, fallbacks: 0 };
        ${sliced ? '' : `globalThis[${JSON.stringify(CHART_SLICES)}] = false; globalThis[${JSON.stringify(CHART_SEGMENTER)}] = false;`}`,
    });
    await page.goto(path);
    await mountDemos(page);
    await mainThreadIdle(page);
    return await page.evaluate(
      ([chartKey, gridKey]) => {
        const g = globalThis as unknown as Record<string, Counts & { fallbacks?: number }>;
        const axes = [...document.querySelectorAll('.demo [data-demo-mounted]')].flatMap((frame) =>
          [...frame.querySelectorAll('.MuiChartsAxis-root')].filter((e) => !e.closest('[data-standin]')).map((e) => e.outerHTML),
        );
        return { counts: { yields: g[chartKey]!.yields, replays: g[chartKey]!.replays }, fallbacks: g[gridKey]!.fallbacks ?? 0, axes };
      },
      [CHART_SLICES_DEBUG, GRID_SLICES_DEBUG] as const,
    );
  } finally {
    await context.close();
  }
}

// Line charts (time and point axes), bar charts (band axes, some with long labels), and the heaviest chart page (22 demos:
// axis titles, angled and cut labels, several axes per chart).
for (const path of ['/x/react-charts/lines', '/x/react-charts/bars', '/x/react-charts/axis']) {
  test(`${path}: the axes measure in slices and draw what they draw without them`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const sliced = await draw(browser, baseURL, path, true);
    // Every measurement was a yield point, and each yield was replayed, none by the Suspense fallback.
    expect(sliced.counts.yields).toBeGreaterThan(10);
    expect(sliced.counts.replays).toBe(sliced.counts.yields);
    expect(sliced.fallbacks).toBe(0);
    expect(sliced.axes.length).toBeGreaterThan(4);
    const published = await draw(browser, baseURL, path, false);
    expect(published.counts).toEqual({ yields: 0, replays: 0 });
    // The same axes: the same tick labels kept, cut the same way, at the same places.
    expect(sliced.axes).toEqual(published.axes);
  });
}

/** Where each measurement of a live chart SVG ran: in an animation frame's callback, or in a task (the reveal's commit). */
const MEASURES = `
  window.__measures = [];
  let inFrame = 0;
  const raf = window.requestAnimationFrame;
  window.requestAnimationFrame = (cb) => raf.call(window, (t) => { inFrame += 1; try { cb(t); } finally { inFrame -= 1; } });
  const gcs = window.getComputedStyle;
  window.getComputedStyle = function (el, pseudo) {
    if (el instanceof SVGSVGElement && el.closest('#react-charts-lines-StackedAreaLines [data-demo-frame]') && !el.closest('[data-standin]') && gcs.call(window, el).touchAction === 'pan-y') {
      window.__measures.push(inFrame > 0 ? 'frame' : 'task');
    }
    return gcs.call(window, el, pseudo);
  };`;

test('a hinted chart measures itself in the next frame, not in the reveal’s task', async ({ page }) => {
  await page.addInitScript({ content: MEASURES });
  await page.goto('/x/react-charts/lines');
  const demo = page.locator('#react-charts-lines-StackedAreaLines');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator('[data-demo-frame]')).toHaveAttribute('data-demo-mounted', '', { timeout: 30_000 });
  await mainThreadIdle(page);
  const measures = await page.evaluate(() => (window as unknown as { __measures: string[] }).__measures);
  // Published, both of the chart's layout effects measure it in the reveal's commit (a forced style and layout there).
  expect(measures.length).toBeGreaterThan(0);
  expect(measures.filter((m) => m === 'task')).toEqual([]);
  // And it kept the size its stand-in drew: 666 × 300 at this width.
  await expect(demo.locator('[data-demo-frame] svg[viewBox="0 0 666 300"]').first()).toBeVisible();
});

test('with the switch off, the chart measures itself in the reveal’s task, as published', async ({ page }) => {
  await page.addInitScript({ content: `globalThis[${JSON.stringify(CHART_IN_FRAME)}] = false;` + MEASURES });
  await page.goto('/x/react-charts/lines');
  const frame = page.locator('#react-charts-lines-StackedAreaLines [data-demo-frame]');
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 30_000 });
  await mainThreadIdle(page);
  const measures = await page.evaluate(() => (window as unknown as { __measures: string[] }).__measures);
  expect(measures).toContain('task');
});

/** Records the page's workers: their URL, when they started and whether they posted back that ICU is warm. */
const WORKERS = `
  window.__workers = [];
  const W = window.Worker;
  window.Worker = class extends W {
    constructor(url, options) {
      super(url, options);
      const record = { url: String(url), at: performance.now(), warm: false };
      window.__workers.push(record);
      this.addEventListener('message', (e) => { if (e.data === 'warm') record.warm = true; });
    }
  };
  window.__mountedAt = [];
  new MutationObserver(() => {
    if (!window.__mountedAt.length && document.querySelector('[data-demo-mounted]')) window.__mountedAt.push(performance.now());
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-demo-mounted'] });`;

test('a worker warms ICU before the first demo goes live, and ends', async ({ page }) => {
  await page.addInitScript({ content: WORKERS });
  // The bar charts' demos make an Intl.NumberFormat when their module is evaluated.
  await page.goto('/x/react-charts/bars');
  await expect(page.locator('[data-demo-mounted]').first()).toBeAttached({ timeout: 30_000 });
  await mainThreadIdle(page);
  const { workers, mountedAt } = await page.evaluate(() => {
    const w = window as unknown as { __workers: { url: string; at: number; warm: boolean }[]; __mountedAt: number[] };
    return { workers: w.__workers, mountedAt: w.__mountedAt[0]! };
  });
  expect(workers).toHaveLength(1);
  expect(workers[0]!.url).toMatch(/^blob:/);
  expect(workers[0]!.warm).toBe(true);
  expect(workers[0]!.at).toBeLessThan(mountedAt);
  // The demos still draw their axes' labels.
  await expect(page.locator('[data-demo-mounted] .MuiChartsAxis-tickLabel').first()).toBeVisible();
});

test('with the switch off, no worker starts', async ({ page }) => {
  await page.addInitScript({ content: `globalThis[${JSON.stringify(INTL_WARM)}] = false;` + WORKERS });
  await page.goto('/x/react-charts/bars');
  await expect(page.locator('[data-demo-mounted]').first()).toBeAttached({ timeout: 30_000 });
  await mainThreadIdle(page);
  expect(await page.evaluate(() => (window as unknown as { __workers: unknown[] }).__workers)).toEqual([]);
});
