/**
 * The charts' axes measure their tick labels in slices (scripts/demos/chart-size-hint.ts, MEASURE; client/demos/
 * chart-hint.ts): in a demo's hidden first render, each `getStringSize` call of an axis is a yield point, and React
 * replays the axis with its earlier measurements cached. With the test's debug object and a budget of 0 the axes yield
 * at every measurement, the hardest case for the replays. The axes must come out the same as with the change off
 * (`__demoChartSlices = false`: one piece per axis, the span restyled per string, the segmenters made at evaluation).
 */
import type { Browser, Page } from '@playwright/test';
import { CHART_SEGMENTER, CHART_SLICES, CHART_SLICES_DEBUG } from '../../client/demos/chart-hint';
import { GRID_SLICES_DEBUG } from '../../client/demos/grid-slices';
import { expect, mainThreadIdle, test } from './fixtures';
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
    const frames = page.locator('.demo [data-demo-frame]');
    const n = await frames.count();
    for (let i = 0; i < n; i++) {
      const frame = frames.nth(i);
      await frame.scrollIntoViewIfNeeded();
      await expect(frame).toHaveAttribute('data-demo-mounted', '', { timeout: 30_000 });
    }
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
