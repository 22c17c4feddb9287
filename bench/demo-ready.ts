/**
 * bench/demo-ready: how long a reader waits for the first demo in view to go
 * live. Per page, in real Chromium on the production build (workerd): from
 * the `load` event to the first demo frame in or near the viewport getting
 * `data-demo-mounted`, the long tasks and total blocking time from `load`
 * until one second after that mount, the INP of a click on that demo right
 * after it went live (Event Timing: the `event` entries of the
 * click's interaction; 16 ms, the API's floor, when no entry came), then of a
 * second click (another cell on a grid) and of a sort by a header click
 * (bench/demo-clicks.ts; not in the goal, which is the first click), and the JavaScript bytes the demos cost (runtime and
 * demo chunks, encoded). On loopback and on fast 4G (40 ms, 10 Mbps) with
 * 4x CPU slowdown (CDP, as bench/navigation.ts). Median of BENCH_RUNS runs.
 * Goals (issue 36): live <= 1 s on loopback, <= 2.5 s on 4G + 4x; no long
 * task over 50 ms and TBT <= 150 ms during the mount at 4x; INP <= 100 ms.
 * Prints figures (medians, the max in brackets, the loads with a task over
 * 50 ms), no gate.
 *
 * Usage: npm run build && npm run bench:demo-ready
 *   BENCH_RUNS=5            more runs
 *   BENCH_ONLY=sorting      pages whose path contains it
 *   BENCH_HOVER_MS=500      the pointer rests on each click's point that long
 *                           before the press (a reader's pointer arrives
 *                           before the click; by default Playwright moves and
 *                           presses at once, so the move's work, e.g. a
 *                           chart's tooltip opening, delays the press)
 *   BENCH_PRESS_MS=100      each press holds the button that long (a reader's
 *                           press lasts 50-150 ms): the pointerdown's work, a
 *                           header's or cell's focus, gets its own task and
 *                           frame before the release's click (default: press
 *                           and release at once, one task)
 *   BENCH_PAGES=/a,/b       these pages instead of the list
 *   BENCH_CONDITIONS=2      only those conditions (1 loopback, 2 fast 4G + 4x)
 *   BENCH_LIST_TASKS=1      print each run's long tasks (start after `load`,
 *                           duration) and when the demo went live
 *   BENCH_GESTURE=1         move the pointer onto the page at `load` (how a
 *                           reader woke demos before the idle mount)
 *   BENCH_ROOT=<dir>        serve another build (a directory with wrangler.toml,
 *                           dist/, public/, migrations/): before/after runs
 *   BENCH_GRID_HINT=0       the grids' size hint off (client/demos/grid-hint.ts):
 *                           the same build with grids measuring themselves
 *   BENCH_EARLY_STYLES=0    Emotion styles compiled in the commit, as
 *                           published (client/demos/early-styles.ts)
 *   BENCH_PRECOMPILED=0     the grid's root style compiled in the browser, not
 *                           taken from the build's rules (scripts/demos/
 *                           precompiled-styles.ts)
 *   BENCH_EVAL_SLICES=0     MUI's modules evaluated without yielding
 *                           (client/demos/eval-slices.ts)
 *   BENCH_THEME_PREBUILT=0  the docs theme made by MUI's createTheme in the
 *                           browser, not from build-time data (ui/theme-prebuilt.ts)
 *   BENCH_REVEAL_DEFER=0    nodes attached in a reveal update state
 *                           synchronously (client/demos/reveal-flag.ts)
 *   BENCH_CHART_HINT=0      charts measure themselves at the reveal, as
 *                           published (client/demos/chart-hint.ts)
 *   BENCH_CHART_SLICES=0    an axis measures its labels in one piece, as
 *                           published (client/demos/chart-hint.ts)
 *   BENCH_CHART_SEGMENTER=0 the charts' grapheme segmenters made when their
 *                           modules are evaluated, as published
 *   BENCH_CHART_IN_FRAME=0  a hinted chart measures itself in the reveal's
 *                           commit, as published (client/demos/chart-hint.ts)
 *   BENCH_CHART_ONE_TICK=0  a starting chart animation flushes every due d3
 *                           timer, as published (client/demos/chart-hint.ts)
 *   BENCH_INTL_WARM=0       no worker warms ICU: the page's first Intl
 *                           object loads it (client/demos/intl-warm.ts)
 *   BENCH_GRID_SLICES=0     a Data Grid's first render in one piece, as
 *                           published (client/demos/grid-slices.ts)
 *   BENCH_GRID_EFFECTS=0    a grid's mount effects as published (Tooltips'
 *                           nodes, equal props and columns, a hinted size
 *                           at mount: scripts/demos/grid-size-hint.ts)
 *   BENCH_GRID_TASKS=0      a grid's mount re-applies its pipe processors and
 *                           its Tooltips re-render in one task, as before
 *                           stop 13 (client/demos/grid-hint.ts)
 *   BENCH_PICKER_EFFECTS=0  a picker's field node and selection read in
 *                           the reveal's commit, as published
 *                           (scripts/demos/picker-tree-patches.ts)
 *   BENCH_TREE_EFFECTS=0    a Tree View's id, items, selection and label
 *                           written again at mount, as published
 *   BENCH_TOOLTIP_WARM=0    a chart's tooltip opens for the first time at
 *                           the first hover, as published (client/demos/
 *                           tooltip-warm.ts)
 *   BENCH_GRID_CLICK=0      a grid's selection renders its root and virtual
 *                           scroller again, as published
 *   BENCH_GRID_HEADER_TAB=0 a cell's first focus moves the headers' tab stop
 *                           in the click's task, and the header mounts its
 *                           closed column menu, as published (both:
 *                           scripts/demos/grid-interaction.ts)
 *   BENCH_STYLE_DEFER=0     a hidden pre-render's Emotion rules inserted in
 *                           its commit, as published (client/demos/
 *                           style-defer.ts)
 *   BENCH_GRID_REVEAL=0     a hinted grid measures the scrollbar width with
 *                           a probe element in its reveal, as published
 *   BENCH_TOOLTIP_KEEP=0    a chart's tooltip warm-up as at stop 14 (idle,
 *                           removed after; client/demos/tooltip-warm.ts)
 *   BENCH_POPPER_ONCE=0     a new popper positioned twice in its task, and
 *                           the chart tooltip's next-frame update, as published
 *   BENCH_FOOTER_WARM=0     a grid's selected-row count rendered first by the
 *                           first selection, as published (client/demos/footer-warm.ts)
 *   BENCH_GRID_READ=0       a hinted grid reads its size and resets its scroller
 *                           in its reveal's commit, as published: the grid's style
 *                           and layout forced in the reveal's task (client/demos/grid-hint.ts)
 *   BENCH_GRID_SORT_ONCE=0  a controlled sort model sorted again unchanged first
 *   BENCH_GRID_ROW_SPACING=0  a grid row subscribes to its whole height entry, as
 *                           published: a first click renders every row in view again
 *   BENCH_GRID_MODEL_PROPS=0  a controlled sort model's change renders every grid
 *                           component through the root props (both: client/demos/grid-interaction.ts)
 *   BENCH_GRID_SELECTOR=0   a grid component subscribes to its store in its
 *                           render, as published (client/demos/grid-selector.ts)
 *   BENCH_BOX_THEME=0       MUI's default theme made at its module's evaluation, and a
 *                           second one by Box's, as published (scripts/demos/box-theme.ts)
 *   BENCH_REACT_ERRORS=0    React DOM makes its sentinel errors at its
 *                           module's evaluation, as published (with DevTools'
 *                           Runtime domain on, as here, V8 parses React DOM
 *                           again for their stack: client/demos/react-errors.ts)
 *   BENCH_GRID_NODE_DEP=0   a hinted grid's first render after its reveal (the
 *                           first sort) observes its container again, as after a
 *                           published mount: a new ResizeObserver and a forced
 *                           layout in the click (client/demos/grid-hint.ts)
 *   BENCH_STABLE_MARKS=0    a chart tooltip's and legend's marks made again,
 *                           new DOM, at every render, as published (client/
 *                           demos/tooltip-warm.ts STABLE_MARKS)
 *   BENCH_PRE_STYLE=0       a hidden pre-render stays `display: none` until
 *                           its reveal, as published: its style and layout in
 *                           the reveal's frame (client/demos/pre-style.ts)
 *   BENCH_PRE_STYLE_SKIP=0  the laid-out pre-render stays `visibility: hidden`
 *                           until its reveal: the reveal's frame restyles the
 *                           elements that inherit it (client/demos/pre-style.ts)
 *   BENCH_DEMO_HINT=0       the demos' chunks without V8's compile hint (their
 *                           functions compiled at first call, on the main thread:
 *                           scripts/build-client.ts DEMO_COMPILE_HINT; the bench
 *                           routes /build/ scripts to strip it)
 *   BENCH_PRELOAD=0         strip `demoRuntime` from the page's config, so
 *                           nothing is preloaded at `load` (client/demos/
 *                           preload.ts): the same build without the preload
 * A second table splits each click's INP into input delay, processing and
 * presentation (bench/demo-clicks.ts `interaction`; per run with
 * BENCH_LIST_TASKS=1), a third says where the time goes: when the runtime and the demo's
 * chunk were requested, when the last demo JS arrived, and when it was live.
 */
import type { Page } from '@playwright/test';
import {
  benchServer,
  click,
  clickPoint,
  FAST_4G,
  HOVER_MS,
  interaction,
  launchBrowser,
  PRESS_MS,
  press,
  readerContext,
  within,
  type BenchWindow,
  type ClickResult,
  type EventEntry,
  type PressRecord,
} from './demo-clicks';
import { SWITCHES_LABEL } from './demo-switches';
import { GRID_HINT_OFF } from './grid-hint-off';
import { heaviestDemoPage } from './heaviest-demo-page';

const PORT = Number(process.env.BENCH_PORT ?? 8807);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GESTURE = process.env.BENCH_GESTURE === '1';
const PRELOAD = process.env.BENCH_PRELOAD !== '0';
const LIST_TASKS = process.env.BENCH_LIST_TASKS === '1';
const PAGES = [
  '/x/react-data-grid/sorting',
  '/x/react-data-grid/row-grouping',
  '/x/react-data-grid/aggregation',
  '/x/react-date-pickers/date-range-picker',
  '/x/react-charts/lines',
  '/x/react-tree-view/rich-tree-view/items',
  heaviestDemoPage(),
].filter((p) => p.includes(process.env.BENCH_ONLY ?? ''));
// BENCH_PAGES=<path>,<path>: these pages instead of the list above.
if (process.env.BENCH_PAGES) PAGES.splice(0, PAGES.length, ...process.env.BENCH_PAGES.split(',').filter(Boolean));

const ALL_CONDITIONS = [
  { name: 'loopback', network: undefined, cpu: 1 },
  { name: 'fast 4G + 4x CPU', network: FAST_4G, cpu: 4 },
] as const;
// BENCH_CONDITIONS=2: only those conditions (1-based: 1 loopback, 2 fast 4G + 4x CPU).
const ONLY_CONDITIONS = process.env.BENCH_CONDITIONS?.split(',').map(Number);
const CONDITIONS = ALL_CONDITIONS.filter((_, i) => !ONLY_CONDITIONS || ONLY_CONDITIONS.includes(i + 1));

interface Probe {
  load: number | null;
  tasks: { start: number; duration: number }[];
  clicked: boolean;
  mounted: number | null;
  target: string | null;
}

interface Run {
  ready: number;
  longest: number;
  longCount: number;
  tbt: number;
  inp: number;
  /** Clicks (of the three) Chromium gave no Event Timing entry for: their INP is a lower bound (bench/event-timing.ts). */
  missing: number;
  /** The INP of a second click (another cell on a grid) and of a sort by a header click (NaN: no header). */
  inpSecond: number;
  inpSort: number;
  /** Each click's INP split into input delay, processing and presentation (null: no target for that click). */
  parts: Record<'first' | 'second' | 'sort', Pick<ClickResult, 'inp' | 'inputDelay' | 'processing' | 'presentation' | 'missing'> | null>;
  jsBytes: number;
  /** Where the time goes, in ms after `load`: the runtime requested, the target demo's chunk requested, the last demo JS that arrived before the mount. */
  firstRequest: number;
  chunkRequest: number;
  codeArrived: number;
}

/** Installed before any page script: records load, long tasks, event timings and the first in-view demo's mount. */
function probeScript(): void {
  const probe: Probe = { load: null, tasks: [], clicked: false, mounted: null, target: null };
  (window as unknown as { __probe: Probe }).__probe = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The clicks' Event Timing entries are eventProbe's (bench/demo-clicks.ts).
  window.addEventListener('click', () => (probe.clicked = true), { capture: true });
  window.addEventListener('load', () => {
    probe.load = performance.now();
    // The first demo in or near (300 px) the viewport at load (bench/demo-clicks.ts).
    const target = (window as unknown as BenchWindow).__firstDemoInView();
    if (!target) return;
    probe.target = target.id;
    // Watched on the whole document: the frame element may be replaced while the page starts.
    const check = () => {
      if (probe.mounted === null && document.getElementById(target.id)?.querySelector('[data-demo-frame][data-demo-mounted]')) {
        probe.mounted = performance.now();
        (window as unknown as { __benchMounted?: () => void }).__benchMounted?.();
      }
    };
    check();
    if (probe.mounted === null) new MutationObserver(check).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-demo-mounted'] });
  });
}

async function once(page: Page, url: string, condition: (typeof ALL_CONDITIONS)[number]): Promise<Run> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', condition.network ? { offline: false, ...condition.network } : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  if (!PRELOAD)
    await page.route(url, async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, body: (await res.text()).replace(/,"demoRuntime":\[[^\]]*\]/, '') });
    });
  // The page tells the bench it went live through a binding: no script of the bench (Playwright's injected script for
  // waitForFunction or evaluate, a 50-70 ms task at 4x) runs in the page from `load` to one second after the mount.
  let wentLive!: () => void;
  const live = new Promise<void>((resolve) => (wentLive = resolve));
  await page.exposeBinding('__benchMounted', () => wentLive());
  await page.goto(url, { waitUntil: 'load' });
  if (GESTURE) await page.mouse.move(1, 1);
  await within(live, 60_000, 'timeout 60000 ms')
    .then(() => new Promise((resolve) => setTimeout(resolve, 1100)))
    .catch(async (error: unknown) => {
      throw new Error(
        `${url}: no demo went live: ${JSON.stringify(await page.evaluate(() => ({ ...(window as unknown as { __probe: Probe }).__probe, tasks: undefined, mountedIds: [...document.querySelectorAll('[data-demo-mounted]')].map((f) => f.closest('.demo')?.id + ' ' + f.tagName + ' ' + String(f.hasAttribute('data-demo-frame'))) })))}`,
        { cause: error },
      );
    });
  // One second after the mount (waited above, outside the page): the window the long tasks and TBT are counted in.
  await page.waitForFunction(() => performance.now() > (window as unknown as { __probe: Probe }).__probe.mounted! + 1000);
  const target = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe.target);
  // A click on the demo's middle (clamped to the viewport), as a reader trying it (bench/demo-clicks.ts; BENCH_HOVER_MS:
  // the pointer rests on it first, as a reader's does before pressing).
  const point = await clickPoint(page, target!, 'first');
  if (!point) throw new Error(`${url}: demo ${target} has no click point`);
  await press(page, point, HOVER_MS);
  await page.waitForFunction(() => (window as unknown as { __probe: Probe }).__probe.clicked, undefined, { timeout: 10_000 });
  // Let the interaction's `event` entries arrive (they are reported after the next paint, in a later task).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 200)))));
  const probe = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);
  const jsBytes = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => /\/build\/(demos|chunks)\/.*\.js$/.test(new URL(r.name).pathname))
      .reduce((n, r) => n + r.encodedBodySize, 0),
  );
  // The demo JS the page fetched before the mount, in ms after `load` (Resource Timing: a module preloaded at `load` counts from its preload).
  const phases = await page.evaluate((id) => {
    const probe = (window as unknown as { __probe: Probe }).__probe;
    const demo = document.getElementById(id!);
    const chunks = ['system', 'tailwind', 'css'].map((s) => demo?.getAttribute(`data-chunk-${s}`)).filter(Boolean);
    const js = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (r) => /\/build\/(demos|chunks)\/.*\.js$/.test(new URL(r.name).pathname) && r.startTime >= probe.load! && r.startTime <= probe.mounted!,
    );
    const chunk = js.find((r) => chunks.includes(new URL(r.name).pathname));
    return {
      firstRequest: (js.find((r) => new URL(r.name).pathname.includes('/chunks/runtime-'))?.startTime ?? NaN) - probe.load!,
      chunkRequest: (chunk?.startTime ?? NaN) - probe.load!,
      codeArrived: Math.max(...js.filter((r) => r.responseEnd <= probe.mounted!).map((r) => r.responseEnd)) - probe.load!,
    };
  }, target);
  // Then a second click (on a grid, a cell of another row) and a sort (a header click; grids only), at the same slowdown.
  // The first click's parts from the page's Event Timing entries (eventProbe, bench/demo-clicks.ts): every press
  // after the mount is that click's.
  const recorded = await page.evaluate(() => {
    const w = window as unknown as { __events: EventEntry[]; __presses: PressRecord[] };
    return { events: w.__events, presses: w.__presses };
  });
  const first = interaction(recorded.events, probe.mounted!, recorded.presses);
  const second = await click(page, target!, 'second');
  const sort = await click(page, target!, 'sort');
  await cdp.detach();
  const end = probe.mounted! + 1000;
  const tasks = probe.tasks.filter((t) => t.start >= probe.load! && t.start <= end);
  // BENCH_LIST_TASKS=1: each long task of the window, by when it started (to find it in a demo-trace of the page).
  // With each click's INP as delay + processing + presentation.
  const parts = { first, second, sort };
  if (LIST_TASKS)
    console.log(
      `  ${condition.name}: live at load+${Math.round(probe.mounted! - probe.load!)} ms; long tasks: ${tasks.map((t) => `load+${Math.round(t.start - probe.load!)} ${Math.round(t.duration)} ms`).join(', ') || 'none'}; INP ${CLICK_NAMES.filter(
        (k) => parts[k],
      )
        .map((k) => `${k} ${describeParts(parts[k]!)}`)
        .join(', ')}`,
    );
  return {
    ready: probe.mounted! - probe.load!,
    longest: Math.max(0, ...tasks.map((t) => t.duration)),
    longCount: tasks.length,
    tbt: tasks.reduce((n, t) => n + Math.max(0, t.duration - 50), 0),
    inp: first.inp,
    missing: [first, second, sort].filter((c) => c?.missing).length,
    inpSecond: second?.inp ?? NaN,
    inpSort: sort?.inp ?? NaN,
    parts,
    jsBytes,
    ...phases,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const CLICK_NAMES = ['first', 'second', 'sort'] as const;
/** "96 = 4 + 70 + 22": INP = input delay + processing + presentation, ms. */
const describeParts = (p: Pick<ClickResult, 'inp' | 'inputDelay' | 'processing' | 'presentation' | 'missing'>) =>
  p.missing ? `>= ${Math.round(p.inp)} (no entry)` : `${Math.round(p.inp)} = ${Math.round(p.inputDelay)} + ${Math.round(p.processing)} + ${Math.round(p.presentation)}`;

const server = await benchServer(PORT);
const browser = await launchBrowser();
try {
  const head = ['page', 'condition', 'load→live', 'longest task (max)', 'long tasks', 'loads with one', 'TBT (max)', 'INP (max)', 'INP 2nd', 'INP sort', 'no entry', 'demo JS'];
  const rows: string[][] = [];
  const phaseHead = ['page', 'condition', 'runtime requested', 'demo chunk requested', 'demo JS arrived', 'live'];
  const phaseRows: string[][] = [];
  const partHead = ['page', 'condition', 'INP = delay + processing + presentation', '2nd', 'sort'];
  const partRows: string[][] = [];
  for (const path of PAGES) {
    for (const condition of CONDITIONS) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        // The switches this run turns off (BENCH_GRID_HINT=0, bench/demo-switches.ts) are applied by readerContext.
        const context = await readerContext(browser, [probeScript]);
        const page = await context.newPage();
        try {
          runs.push(await once(page, server.url + path, condition));
        } finally {
          await context.close();
        }
      }
      const ms = (xs: number[]) => `${Math.round(median(xs))} ms`;
      const withMax = (xs: number[]) => `${Math.round(median(xs))} (${Math.round(Math.max(...xs))}) ms`;
      rows.push([
        path,
        condition.name,
        ms(runs.map((r) => r.ready)),
        withMax(runs.map((r) => r.longest)),
        String(median(runs.map((r) => r.longCount))),
        `${runs.filter((r) => r.longCount > 0).length}/${runs.length}`,
        withMax(runs.map((r) => r.tbt)),
        withMax(runs.map((r) => r.inp)),
        ms(runs.map((r) => r.inpSecond)),
        runs.some((r) => Number.isNaN(r.inpSort)) ? '-' : ms(runs.map((r) => r.inpSort)),
        String(runs.reduce((n, r) => n + r.missing, 0)),
        `${Math.round(median(runs.map((r) => r.jsBytes)) / 1024)} KB`,
      ]);
      console.log(rows.at(-1)!.join('  '));
      // Per click: the run whose INP is the median's, split (medians of parts would not add up).
      partRows.push([
        path,
        condition.name,
        ...CLICK_NAMES.map((k) => {
          const xs = runs.map((r) => r.parts[k]).filter((p) => p !== null);
          if (!xs.length) return '-';
          const m = median(xs.map((p) => p.inp));
          return describeParts(xs.find((p) => p.inp === m)!);
        }),
      ]);
      phaseRows.push([path, condition.name, ms(runs.map((r) => r.firstRequest)), ms(runs.map((r) => r.chunkRequest)), ms(runs.map((r) => r.codeArrived)), ms(runs.map((r) => r.ready))]);
    }
  }
  const table = (h: string[], body: string[][]) => {
    const widths = h.map((c, i) => Math.max(c.length, ...body.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
    console.log(line(h));
    for (const r of body) console.log(line(r));
  };
  console.log(
    `\nmedian of ${RUNS} runs, 1280x800, ${GESTURE ? 'pointer moved onto the page at load' : 'no input before the click'}, ${PRELOAD ? 'demo code preloaded at load' : 'no preload'}${HOVER_MS ? `, pointer on the demo ${HOVER_MS} ms before each press` : ''}${PRESS_MS ? `, presses held ${PRESS_MS} ms` : ''}${GRID_HINT_OFF ? ', BENCH_GRID_HINT=0' : ''}${SWITCHES_LABEL ? `, ${SWITCHES_LABEL}` : ''}, Chromium ${browser.version()}`,
  );
  table(head, rows);
  console.log(
    "\neach click's INP split, ms, of the run with the median INP (bench/demo-clicks.ts `interaction`: input delay,\nthe first handler to the last of the press's events in that frame, then the frame)",
  );
  table(partHead, partRows);
  console.log('\nwhere the time goes (ms after load; live minus demo JS arrived is evaluation, render and commit)');
  table(phaseHead, phaseRows);
} finally {
  await browser.close();
  await server.dispose();
}
