/**
 * bench/grid-sort-ab: the sorting page's header click (its first demo controls `sortModel`), with the two sort
 * patches of scripts/demos/grid-interaction.ts (client/demos/grid-interaction.ts: GRID_MODEL_PROPS, GRID_SORT_ONCE)
 * on and off in turn in the same page, so both arms share the page, its state and the machine's load: the switches
 * are globals the patched code reads at each render, so flipping them between clicks is an A/B on one page.
 * After the demo went live and the header's first click (its first focus, not measured), it clicks the
 * "First name" header N times (ascending, descending, unsorted in turn; odd clicks off, even clicks on, so every
 * order is clicked in both arms), the pointer leaving the grid before each click (the header title's tooltip would
 * otherwise cover the next one), and reads the click's Event Timing entry: processing (the handlers and React's
 * synchronous render and commit) and duration (to the next paint, what INP reports). Prints each click, then the
 * medians per arm.
 *
 * Usage: npx tsx scripts/build.ts && npx tsx bench/grid-sort-ab.ts
 *   N=24           clicks measured
 *   BENCH_CPU=4    CPU slowdown, set after the demo went live (default 4)
 *   BENCH_PORT=8812
 */
import { benchServer, clickPoint, launchBrowser, readerContext, type BenchWindow, type EventEntry } from './demo-clicks';
import { GRID_MODEL_PROPS, GRID_SORT_ONCE } from '../client/demos/grid-interaction';

const N = Number(process.env.N ?? 24);
const CPU = Number(process.env.BENCH_CPU ?? 4);
const PATH = '/x/react-data-grid/sorting';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : NaN;
};

const server = await benchServer(Number(process.env.BENCH_PORT ?? 8812));
const browser = await launchBrowser();
try {
  const context = await readerContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(server.url + PATH, { waitUntil: 'load' });
  const id = await page.evaluate(() => (window as unknown as BenchWindow).__firstDemoInView()?.id ?? '');
  await page.locator(`[id="${id}"] [data-demo-frame][data-demo-mounted]`).waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForTimeout(1500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const point = await clickPoint(page, id, 'sort');
  if (!point) throw new Error(`${PATH}: no sortable header in view`);
  await page.mouse.click(point.x, point.y);
  await page.waitForTimeout(1500);
  console.log(`${PATH} (${id}) at ${CPU}x CPU: header clicks, A = both switches off (published), B = on`);
  const results: { on: boolean; processing: number; duration: number }[] = [];
  for (let i = 0; i < N; i++) {
    const on = i % 2 === 1;
    const at = await page.evaluate(
      ([on, globals]) => {
        for (const g of globals) (globalThis as Record<string, unknown>)[g] = on;
        return performance.now();
      },
      [on, [GRID_MODEL_PROPS, GRID_SORT_ONCE]] as const,
    );
    await page.mouse.move(5, 5);
    await page.waitForTimeout(400);
    await page.mouse.click(point.x, point.y);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
    await page.waitForTimeout(700);
    const [entry] = await page.evaluate((at) => (window as unknown as { __events: EventEntry[] }).__events.filter((e) => e.startTime >= at && e.name === 'click'), at);
    const model = await page.evaluate((id) => document.querySelector(`[id="${id}"] [data-demo-frame] output`)?.textContent ?? '', id);
    if (!entry) {
      console.log(`  ${i} ${on ? 'B' : 'A'} ${model}: no entry (under 16 ms)`);
      continue;
    }
    results.push({ on, processing: entry.processingEnd - entry.processingStart, duration: entry.duration });
    console.log(`  ${i} ${on ? 'B' : 'A'} ${model}: processing ${(entry.processingEnd - entry.processingStart).toFixed(1)} ms, duration ${entry.duration} ms`);
  }
  for (const on of [false, true]) {
    const r = results.filter((x) => x.on === on);
    console.log(`${on ? 'B (on) ' : 'A (off)'} median processing ${median(r.map((x) => x.processing)).toFixed(1)} ms, duration ${median(r.map((x) => x.duration))} ms (n ${r.length})`);
  }
} finally {
  await browser.close();
  await server.dispose();
}
