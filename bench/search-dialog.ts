/**
 * `npm run bench:search-dialog`: keystroke to result list painted in the
 * search dialog, in Chromium against the built worker on loopback (issue 37,
 * point 5: at most 100 ms). For each query the bench types all but its last
 * character and waits for that answer, then presses the last key: the time
 * runs from that key's `keydown` (its event timestamp) to the first frame
 * after the list shows the new answer (a MutationObserver on the list, then
 * the next animation frame and a task after it, when the frame has been
 * handed to the compositor). It includes the dialog's 60 ms debounce, the
 * fetch of /x/search.json and the rendering, as a reader sees it. Prints
 * median, p90 and max; exits 1 when the p90 is over 100 ms.
 *
 * (Chinese is typed through an input method, with no key per character: not measured here.)
 *
 * Usage: npm run build && npm run bench:search-dialog
 *   BENCH_PORT (default 8797), CHROME_PATH (default /usr/bin/chromium), BENCH_RUNS (default 2)
 *   BENCH_URL=http://127.0.0.1:<port>  use a server already running (e.g. scripts/e2e-server.ts) instead of starting one
 */
import { chromium } from 'playwright';
import { serve } from '../scripts/serve';
import { READER_UA } from '../tests/e2e/stub-servers';
import { CHROMIUM_ARGS } from '../scripts/chromium-args';

const PORT = Number(process.env.BENCH_PORT ?? 8797);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const TARGET_MS = 100;

/** What readers type: words, API names, typos, a question, Chinese. */
const QUERIES = [
  'sorting',
  'export csv',
  'pageSizeOptions',
  'row grouping',
  'datepicker timezone',
  'bar chart labels',
  'tree view selection',
  'how to hide a column',
  'filtr',
  'valueGetter',
  'server side pagination',
  'license key',
  'rowSelectionModel',
  'column pinning',
  'rich tree view lazy loading',
];

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

async function main(): Promise<void> {
  const server = process.env.BENCH_URL ? undefined : await serve({ port: PORT, persist: false });
  const base = process.env.BENCH_URL ?? server!.url;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
  try {
    await server?.seed();
    const times: { q: string; ms: number }[] = [];
    // Each run in a fresh context: neither the dialog's cache nor the HTTP cache answers a query twice.
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ userAgent: READER_UA, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${base}/x/react-data-grid/sorting`);
      await page.waitForLoadState('networkidle');
      await page.keyboard.press('Control+k');
      const input = page.locator('dialog.search-dialog [role="combobox"]');
      await input.waitFor();
      // The probe: the last keydown's timestamp, and when the list, changed after it, was painted.
      await page.evaluate(() => {
        const w = window as unknown as { __keyAt: number; __paintAt: number };
        const list = document.getElementById('search-listbox')!;
        const field = document.querySelector<HTMLInputElement>('dialog.search-dialog [role="combobox"]')!;
        field.addEventListener('keydown', (e) => {
          w.__keyAt = e.timeStamp;
          w.__paintAt = 0;
        });
        new MutationObserver(() => {
          if (!w.__keyAt || w.__paintAt || !list.querySelector('[role="option"]')) return;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => (w.__paintAt ||= performance.now());
            channel.port2.postMessage(0);
          });
        }).observe(list, { childList: true, subtree: true, characterData: true });
      });
      for (const q of QUERIES) {
        const prefix = q.slice(0, -1);
        await input.fill(prefix);
        // Let the prefix's own search settle (debounce, answer, paint).
        await page.waitForFunction(() => !document.querySelector('#search-listbox[aria-busy="true"]'));
        await page.evaluate(() => new Promise((r) => setTimeout(r, 250)));
        await page.evaluate(() => ((window as unknown as { __keyAt: number }).__keyAt = 0));
        await input.press(q.slice(-1));
        const handle = await page.waitForFunction(() => {
          const w = window as unknown as { __keyAt: number; __paintAt: number };
          return w.__paintAt ? w.__paintAt - w.__keyAt : 0;
        });
        times.push({ q, ms: (await handle.jsonValue()) as number });
      }
      await context.close();
    }
    const ms = times.map((t) => t.ms).sort((a, b) => a - b);
    console.log(`search dialog, keystroke to list painted (loopback, Chromium, ${times.length} keystrokes incl. the 60 ms debounce):`);
    console.log(`  median ${pct(ms, 0.5).toFixed(1)} ms  p90 ${pct(ms, 0.9).toFixed(1)} ms  max ${ms.at(-1)!.toFixed(1)} ms (target ≤ ${TARGET_MS} ms)`);
    const slow = [...times].sort((a, b) => b.ms - a.ms).slice(0, 3);
    console.log(`  slowest: ${slow.map((t) => `${JSON.stringify(t.q)} ${t.ms.toFixed(1)} ms`).join(', ')}`);
    const ok = pct(ms, 0.9) <= TARGET_MS;
    console.log(ok ? '  within the target' : '  OVER the target');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
    await server?.dispose();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
