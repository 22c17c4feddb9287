/**
 * bench/grid-showcases: main-thread cost of the Data Grid showcase demos.
 * Opens each showcase alone (/x/playground/<id>) in real Chromium on the
 * production build, notes when the grid first shows a cell, then watches
 * for WINDOW_MS. Prints, per showcase: time to the first cell, the longest
 * main-thread task after that first render (PerformanceObserver 'longtask',
 * so only tasks of 50 ms or more are seen) and how many long tasks there
 * were, plus the longest task during mount for context. The real-time board
 * ticks every second, so its window covers several updates. No gate.
 *
 * Usage: npm run build && npx tsx bench/grid-showcases.ts
 * (BENCH_ONLY=real-time measures the showcases whose id contains it)
 */
import { chromium } from '@playwright/test';
import { serve } from '../scripts/serve';
import { READER_UA } from '../tests/e2e/stub-servers';
import { CHROMIUM_ARGS } from '../scripts/chromium-args';

const PORT = Number(process.env.BENCH_PORT ?? 8801);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 6000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SHOWCASES = ['react-data-grid-demos-real-time-data-MarketBoard', 'react-data-grid-demos-time-off-calendar-TimeOffCalendar', 'react-data-grid-demos-inventory-InventoryDashboard'].filter((id) =>
  id.includes(process.env.BENCH_ONLY ?? ''),
);

interface Run {
  firstCell: number;
  mountLongest: number;
  afterLongest: number;
  afterCount: number;
}

interface Probe {
  tasks: { start: number; duration: number }[];
  firstCell: number | null;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await serve({ port: PORT, persist: false });
await server.seed();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS],
});

try {
  const rows: string[][] = [];
  for (const id of SHOWCASES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: READER_UA });
      await context.addInitScript(() => {
        const probe: Probe = { tasks: [], firstCell: null };
        (window as unknown as { __probe: Probe }).__probe = probe;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) probe.tasks.push({ start: e.startTime, duration: e.duration });
        }).observe({ type: 'longtask', buffered: true });
        // First render: the first grid cell in the document.
        const watch = new MutationObserver(() => {
          if (probe.firstCell === null && document.querySelector('[role="gridcell"]')) {
            probe.firstCell = performance.now();
            watch.disconnect();
          }
        });
        document.addEventListener('DOMContentLoaded', () => watch.observe(document.body, { childList: true, subtree: true }));
      });
      const page = await context.newPage();
      await page.goto(`${server.url}/x/playground/${id}`);
      await page.locator('[role="gridcell"]').first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(WINDOW_MS);
      const probe = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);
      const first = probe.firstCell ?? 0;
      const after = probe.tasks.filter((t) => t.start >= first);
      const before = probe.tasks.filter((t) => t.start < first);
      runs.push({
        firstCell: first,
        mountLongest: Math.max(0, ...before.map((t) => t.duration)),
        afterLongest: Math.max(0, ...after.map((t) => t.duration)),
        afterCount: after.length,
      });
      await context.close();
    }
    const ms = (n: number) => (n === 0 ? '< 50 ms (none)' : `${Math.round(n)} ms`);
    rows.push([
      id.replace('react-data-grid-demos-', ''),
      `${Math.round(median(runs.map((r) => r.firstCell)))} ms`,
      ms(median(runs.map((r) => r.mountLongest))),
      ms(median(runs.map((r) => r.afterLongest))),
      runs.map((r) => r.afterCount).join('/'),
      runs.map((r) => Math.round(r.afterLongest)).join('/'),
    ]);
  }
  const head = ['showcase', 'first cell', 'longest task to first cell', 'longest task after first cell', 'long tasks after (per run)', 'after, per run (ms)'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`median of ${RUNS} runs, ${WINDOW_MS} ms watched after the first cell, Chromium ${browser.version()}`);
  console.log(line(head));
  for (const r of rows) console.log(line(r));
} finally {
  await browser.close();
  await server.dispose();
}
