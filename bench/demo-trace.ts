/**
 * bench/demo-trace: what the long task that puts a demo on screen is made
 * of. Loads a page as a reader (Chromium, 1280x800, production build on
 * workerd) under a DevTools trace (devtools.timeline and the V8 sampling
 * profiler), waits for the first demo in view to go live, then prints every
 * main-thread task over 50 ms from `load` to one second after that mount,
 * broken down by what ran in it: script (by chunk and, with a build whose
 * names are kept, by function), style recalculation (elements restyled),
 * layout (objects laid out), style sheet parsing, paint. Whatever their
 * length, it also prints the two reveal frames of issue 36 (the first frame
 * after the sidebar's reveal and after the demo's), with thread times. The JS samples are
 * also split by the React phase on the stack (commit: layout effects,
 * insertion effects, mutation; render) so the report can say which part of
 * the commit costs what.
 *
 * Usage: npm run build && npx tsx bench/demo-trace.ts [path ...]
 *   BENCH_CPU=4              CPU slowdown (default 1)
 *   BENCH_NET=4g             fast 4G as bench/demo-ready.ts emulates it (default: loopback)
 *   BENCH_ROOT=<dir>         serve another build (a directory holding
 *                            wrangler.toml, dist/, public/, migrations/)
 *   BENCH_TRACE_OUT=<file>   also write the raw trace (open it in DevTools)
 *   BENCH_TOP=25             functions listed per task
 *   BENCH_MIN_TASK=50        list the tasks longer than this (ms)
 *   BENCH_PROFILE=0          no V8 sampling profiler: thread times without its overhead (a third to a half more on a sort click), no JS breakdown
 *   BENCH_GRID_HINT=0        the grids' size hint off (client/demos/grid-hint.ts)
 *   BENCH_EARLY_STYLES=0     Emotion styles compiled in the commit (client/demos/early-styles.ts)
 *   BENCH_EVAL_SLICES=0      MUI's modules evaluated without yielding (client/demos/eval-slices.ts)
 *   BENCH_THEME_PREBUILT=0   the docs theme made by createTheme in the browser (ui/theme-prebuilt.ts)
 *   BENCH_REVEAL_DEFER=0     nodes attached in a reveal update synchronously (client/demos/reveal-flag.ts)
 *   BENCH_CHART_HINT=0       charts measure themselves at the reveal, as published (client/demos/chart-hint.ts)
 *   BENCH_CHART_SLICES=0     an axis measures its labels in one piece, as published (client/demos/chart-hint.ts)
 *   BENCH_CHART_SEGMENTER=0  the charts' grapheme segmenters made at module evaluation, as published
 *   BENCH_CHART_IN_FRAME=0   a hinted chart measures itself in the reveal's commit, as published
 *   BENCH_CHART_ONE_TICK=0   a starting chart animation flushes every due d3 timer, as published
 *   BENCH_INTL_WARM=0        no worker warms ICU: the page's first Intl object loads it (client/demos/intl-warm.ts)
 *   BENCH_GRID_SLICES=0      a Data Grid's first render in one piece (client/demos/grid-slices.ts)
 *   BENCH_GRID_EFFECTS=0     a grid's mount effects as published: Tooltips' nodes, equal props and columns
 *                            updates, a hinted grid's size at mount (scripts/demos/grid-size-hint.ts)
 *   BENCH_CLICK=first        after live + 1 s, click the demo as bench/demo-ready.ts does (bench/demo-clicks.ts)
 *                            and print the click's interaction (Event Timing: input delay, processing,
 *                            presentation) and every task of 5 ms or more in it, broken down as above;
 *                            BENCH_CLICK=first,second,sort adds a click on another cell and a header sort;
 *                            then the thread time of the whole interaction (the move's task to the click's
 *                            paint) per trace event, the native parts named with BENCH_CATEGORIES=blink
 *   BENCH_HOVER_MS=500       the pointer rests on each click's point that long before the press (bench/demo-clicks.ts)
 *   BENCH_PRESS_MS=100       each press holds the button that long: the pointerdown's focus in a task of its own
 *   BENCH_GRID_TASKS=0       a grid's mount re-applies its pipe processors, its Tooltips re-render in one
 *                            task, as before stop 13 (client/demos/grid-hint.ts)
 *   BENCH_PICKER_EFFECTS=0   a picker's field node and selection read in the reveal's commit (scripts/demos/picker-tree-patches.ts)
 *   BENCH_TREE_EFFECTS=0     a Tree View's id, items, selection and label written again at mount (same file)
 *   BENCH_TOOLTIP_WARM=0     a chart's tooltip opens for the first time at the first hover, not warmed hidden
 *                            after the reveal (client/demos/tooltip-warm.ts)
 *   BENCH_TOOLTIP_KEEP=0     the tooltip warm-up as at stop 14 (idle, removed after), not kept hidden until the first hover
 *   BENCH_POPPER_ONCE=0      a new popper positioned twice in its task, and the chart tooltip's next-frame update, as published
 *   BENCH_FOOTER_WARM=0      a grid's selected-row count rendered first by the first selection (client/demos/footer-warm.ts)
 *   BENCH_GRID_SELECTOR=0    a grid component subscribes to its store in its render, as published (client/demos/grid-selector.ts)
 *   BENCH_GRID_CLICK=0       a grid's selection renders its root and virtual scroller again, as published
 *   BENCH_GRID_HEADER_TAB=0  a cell's first focus moves the headers' tab stop in the click's task, and the header
 *                            mounts its closed column menu, as published (both: scripts/demos/grid-interaction.ts)
 *   BENCH_STYLE_DEFER=0      a hidden pre-render's Emotion rules inserted in its commit, as published (client/demos/style-defer.ts)
 *   BENCH_GRID_REVEAL=0      a hinted grid measures the scrollbar width with a probe in its reveal, as published
 *   BENCH_GRID_READ=0        a hinted grid reads its size and resets its scroller in its reveal's commit, as published
 *   BENCH_GRID_SORT_ONCE=0   a header click on a controlled sort model sorts by the unchanged model first, as published
 *   BENCH_GRID_ROW_SPACING=0 a grid row subscribes to its whole height entry, as published: a first click renders every
 *                            row in view again (client/demos/grid-interaction.ts)
 *   BENCH_GRID_MODEL_PROPS=0 a controlled sort model's change renders every grid component through the root props
 *                            context, as published (both: client/demos/grid-interaction.ts)
 *   BENCH_BOX_THEME=0        MUI's default theme made when its module is evaluated, and again by Box's, as published
 *                            (scripts/demos/box-theme.ts)
 *   BENCH_REACT_ERRORS=0     React DOM makes its sentinel errors at its module's evaluation, as published: with DevTools'
 *                            Runtime domain on (every bench), V8 parses React DOM again for their stack (client/demos/react-errors.ts)
 *   BENCH_GRID_NODE_DEP=0    a hinted grid's first render after its reveal observes its container again (client/demos/grid-hint.ts)
 *   BENCH_STABLE_MARKS=0     a chart tooltip's and legend's marks made again, new DOM, at every render, as published
 *   BENCH_PRE_STYLE=0        a hidden pre-render stays `display: none` until its reveal, as published: its style and layout
 *                            in the reveal's frame, not off screen before it (client/demos/pre-style.ts)
 *   BENCH_PRE_STYLE_SKIP=0   the laid-out pre-render stays `visibility: hidden` until its reveal (client/demos/pre-style.ts)
 *   BENCH_DEMO_HINT=0        the demos' chunks without V8's compile hint (scripts/build-client.ts DEMO_COMPILE_HINT)
 *   BENCH_INIT=<file>        a script of one's own run before the page's (an experiment on the same build;
 *                            bench/demo-clicks.ts, so bench/demo-ready.ts takes it too)
 * Function names are minified in a production build: build the client with
 * CLIENT_KEEP_NAMES=1 (scripts/build-client.ts) to read them.
 */
import { writeFileSync } from 'node:fs';
import { benchServer, click, describeClick, FAST_4G, launchBrowser, readerContext, within, type BenchWindow, type ClickKind, type ClickResult } from './demo-clicks';

const PORT = Number(process.env.BENCH_PORT ?? 8811);
const CPU = Number(process.env.BENCH_CPU ?? 1);
const NET = process.env.BENCH_NET === '4g' ? FAST_4G : undefined;
const TOP = Number(process.env.BENCH_TOP ?? 25);
const MIN_TASK = Number(process.env.BENCH_MIN_TASK ?? 50);
const CLICKS = (process.env.BENCH_CLICK ?? '').split(',').filter(Boolean) as ClickKind[];
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/x/react-data-grid/sorting'];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time (µs): what the thread ran, without the time it was descheduled (another process, CPU throttling). */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    elementCount?: number;
    beginData?: { dirtyObjects?: number; totalObjects?: number; frame?: string };
    data?: {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      url?: string;
      functionName?: string;
      type?: string;
      styleSheetUrl?: string;
    };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber?: number; columnNumber?: number };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  // BENCH_PROFILE=0: no V8 sampling profiler (no JS breakdown, but no sampling overhead on the thread times either).
  ...(process.env.BENCH_PROFILE === '0' ? [] : ['disabled-by-default-v8.cpu_profiler']),
  // BENCH_CATEGORIES=v8,disabled-by-default-v8.compile: more trace categories (e.g. V8's lazy compiles in a task).
  ...(process.env.BENCH_CATEGORIES ? process.env.BENCH_CATEGORIES.split(',') : []),
].join(',');

/** Installed before page scripts: marks `load` and the first in-view demo's mount as user timings. */
function probe(): void {
  // The Long Tasks API's entries (what bench/demo-ready.ts counts), matched in the report to the trace's tasks.
  const longTasks: { start: number; duration: number }[] = [];
  (window as unknown as { __longTasks?: typeof longTasks }).__longTasks = longTasks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The sidebar's reveal (client/inline/load.ts drops data-lazy-nav, lib/constants.ts): its frame is the next one.
  new MutationObserver((records, observer) => {
    if (records.some((r) => r.target === document.documentElement && r.oldValue !== null && !document.documentElement.hasAttribute('data-lazy-nav'))) {
      performance.mark('probe:nav');
      observer.disconnect();
    }
    // The document, not <html>: an init script may run before <html> exists.
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-lazy-nav'], attributeOldValue: true });
  window.addEventListener('load', () => {
    (window as unknown as { __loadAt?: number }).__loadAt = performance.now();
    performance.mark('probe:load');
    const target = (window as unknown as BenchWindow).__firstDemoInView();
    if (!target) return;
    (window as unknown as { __target?: string }).__target = target.id;
    const check = () => {
      if (!(window as unknown as { __mounted?: number }).__mounted && document.getElementById(target.id)?.querySelector('[data-demo-frame][data-demo-mounted]')) {
        (window as unknown as { __mounted?: number }).__mounted = performance.now();
        performance.mark('probe:mounted');
        (window as unknown as { __benchMounted?: () => void }).__benchMounted?.();
      }
    };
    check();
    new MutationObserver(check).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-demo-mounted'] });
  });
}

const chunkName = (url: string) => (url ? (url.split('/').pop() ?? url).replace(/\?.*$/, '') : '(native)');

/** A Data Grid root component's hooks (names kept: CLIENT_KEEP_NAMES=1), whose first render the demo runtime slices. */
const GRID_ROOT_HOOKS = /^useDataGrid(Pro|Premium)?Component$/;

/** React and Emotion markers, outermost first, that name where a JS sample ran (names kept). */
const MARKERS: [RegExp, string][] = [
  [/^renderRootConcurrent$/, 'render (sliced)'],
  [/^commitRoot$/, 'commit'],
  [/^flushMutationEffects$/, 'mutation'],
  [/^flushLayoutEffects$/, 'layout effects'],
  [/^flushPassiveEffects$/, 'passive effects'],
  [/^performSyncWorkOnRoot$/, 'sync re-render (setState in an effect)'],
  [/^renderRootSync$/, 'render'],
  [/^insertStyles$/, 'Emotion insertStyles'],
];

/** React's work-loop and commit functions (names kept): left out of the per-phase lists, which name components and effects. */
const REACT_DOM =
  /^(performWorkUntilDeadline|performWorkOnRoot\w*|completeRoot\w*|commitRoot|flush\w+|performSyncWorkOnRoot|renderRoot\w+|workLoop\w+|performUnitOfWork|beginWork|completeWork|completeUnitOfWork|renderWithHooks|update\w+Component|updateForwardRef|mountIndeterminateComponent|recursivelyTraverse\w+|commit\w+|reconcile\w+|runWithFiberInDEV|\(root\))$/;

/** Where a sample ran: the React/Emotion markers on its stack, outermost first ("commit > layout effects > ..."). */
function reactPhase(stack: string[]): string {
  const out: string[] = [];
  for (const f of [...stack].reverse()) {
    const m = MARKERS.find(([re]) => re.test(f));
    if (m && out.at(-1) !== m[1]) out.push(m[1]);
  }
  return out.join(' > ') || 'other';
}

async function trace(url: string): Promise<void> {
  const browser = await launchBrowser();
  try {
    // The switches this run turns off (BENCH_GRID_HINT=0, bench/demo-switches.ts) are applied by readerContext.
    const context = await readerContext(browser, [probe]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    if (NET) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NET });
    }
    const events: TraceEvent[] = [];
    // CDP types the events as string maps; they are trace events (JSON, re-read with their real shape).
    cdp.on('Tracing.dataCollected', (e) => events.push(...(JSON.parse(JSON.stringify(e.value)) as TraceEvent[])));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES.split(','), recordMode: 'recordContinuously' }, transferMode: 'ReportEvents' });
    // The page says it went live through a binding: no script of the bench (Playwright's injected script, a 50-70 ms
    // task at 4x) runs in the page from `load` to one second after the mount.
    let wentLive!: () => void;
    const live = new Promise<void>((resolve) => (wentLive = resolve));
    await page.exposeBinding('__benchMounted', () => wentLive());
    await page.goto(url, { waitUntil: 'load' });
    await within(live, 60_000, `${url}: no demo went live in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await page.waitForFunction(() => performance.now() > (window as unknown as { __mounted: number }).__mounted + 1000);
    // BENCH_CLICK: the clicks, in the trace; their times in the page's clock, mapped onto the trace's by the mount mark.
    const clicks: ClickResult[] = [];
    const { id, mounted, longTasks } = await page.evaluate(() => {
      const w = window as unknown as { __target: string; __mounted: number; __loadAt: number; __longTasks: { start: number; duration: number }[] };
      // Long tasks from load to live + 1 s, in ms after load (the report maps them onto the trace by the load mark).
      const longTasks = w.__longTasks.filter((t) => t.start >= w.__loadAt && t.start <= w.__mounted + 1000).map((t) => ({ start: t.start - w.__loadAt, duration: t.duration }));
      return { id: w.__target, mounted: w.__mounted, longTasks };
    });
    for (const kind of CLICKS) {
      const r = await click(page, id, kind);
      if (r) clicks.push(r);
      else console.log(`  (no ${kind} click target in ${id})`);
    }
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    if (process.env.BENCH_TRACE_OUT) writeFileSync(process.env.BENCH_TRACE_OUT, JSON.stringify({ traceEvents: events }));
    report(url, events, longTasks);
    for (const r of clicks) clickReport(r, events, mounted);
  } finally {
    await browser.close();
  }
}

function report(url: string, events: TraceEvent[], longTasks: { start: number; duration: number }[]): void {
  const loadMark = events.find((e) => e.name === 'probe:load');
  const mountMark = events.find((e) => e.name === 'probe:mounted');
  if (!loadMark || !mountMark) throw new Error(`${url}: no load/mount marks in the trace`);
  const { pid, tid } = mountMark;
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number');
  const from = loadMark.ts;
  const to = mountMark.ts + 1_000_000;
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ts >= from && e.ts <= to && e.dur! > MIN_TASK * 1000).sort((a, b) => a.ts - b.ts);
  const { samples, stackOf } = profileOf(events, pid);
  console.log(
    `\n${url} at ${CPU}x CPU${NET ? ', fast 4G' : ''}: load→live ${((mountMark.ts - loadMark.ts) / 1000).toFixed(0)} ms, ${tasks.length} task(s) over ${MIN_TASK} ms from load to live + 1 s`,
  );
  console.log(`  Long Tasks API (bench/demo-ready.ts's count): ${longTasks.map((t) => `load+${Math.round(t.start)} ${Math.round(t.duration)} ms`).join(', ') || 'none'}`);
  gridRender(main, samples, stackOf, from, to);
  revealFrames(events, main, mountMark);
  for (const task of tasks) describeTask(task, main, samples, stackOf, mountMark, { ts: from, name: 'load' });
}

/**
 * The two rendering frames of issue 36's reveals, whatever their length: the first task that paints after the
 * sidebar's reveal (`probe:nav`) and after the demo's (`probe:mounted`, set at the end of the reveal's task). Wall and
 * thread time, and what style and layout touched: on a loaded machine the thread time is the figure to compare.
 */
function revealFrames(events: TraceEvent[], main: TraceEvent[], mountMark: TraceEvent): void {
  const navMark = events.find((e) => e.name === 'probe:nav');
  const frameAfter = (ts: number) =>
    main
      .filter((e) => e.name === 'RunTask' && e.ts >= ts)
      .sort((a, b) => a.ts - b.ts)
      .find((task) => main.some((e) => (e.name === 'Paint' || e.name === 'PrePaint') && e.ts >= task.ts && e.ts <= task.ts + task.dur!));
  const line = (name: string, mark: TraceEvent | undefined) => {
    const task = mark && frameAfter(mark.ts);
    if (!task) return console.log(`  ${name}: not found`);
    const inside = main.filter((e) => e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
    const sum = (n: string, f: (e: TraceEvent) => number) => inside.filter((e) => e.name === n).reduce((a, e) => a + f(e), 0);
    const ms = (us: number) => (us / 1000).toFixed(1);
    console.log(
      `  ${name}: +${ms(task.ts - mark.ts)} ms, ${ms(task.dur!)} ms (thread ${ms(task.tdur ?? 0)}), style ${ms(sum('UpdateLayoutTree', (e) => e.tdur ?? 0))} ms thread` +
        ` (${sum('UpdateLayoutTree', (e) => e.args?.elementCount ?? 0)} elements), layout ${ms(sum('Layout', (e) => e.tdur ?? 0))} ms thread` +
        ` (${sum('Layout', (e) => e.args?.beginData?.dirtyObjects ?? 0)} dirty objects), paint ${ms(sum('Paint', (e) => e.tdur ?? 0))} ms thread`,
    );
  };
  line('frame after the sidebar reveal', navMark);
  line('frame after the demo reveal', mountMark);
}

type Samples = { ts: number; node: number }[];
type StackOf = (id: number) => ProfileNode['callFrame'][];

/** The CPU samples of process `pid`'s main thread (ProfileChunk events carry nodes and time deltas) and a stack reader. */
function profileOf(events: TraceEvent[], pid: number): { samples: Samples; stackOf: StackOf } {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid).sort((a, b) => a.ts - b.ts);
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid);
  let t = (profile?.args?.data as { startTime?: number } | undefined)?.startTime ?? chunks[0]?.ts ?? 0;
  for (const c of chunks) {
    if (c.id !== profile?.id) continue;
    for (const n of c.args?.data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const s = c.args?.data?.cpuProfile?.samples ?? [];
    const d = c.args?.data?.timeDeltas ?? [];
    for (let i = 0; i < s.length; i++) {
      t += d[i] ?? 0;
      samples.push({ ts: t, node: s[i]! });
    }
  }
  const stackOf = (id: number) => {
    const out: ProfileNode['callFrame'][] = [];
    for (let n = nodes.get(id); n; n = n.parent !== undefined ? nodes.get(n.parent) : undefined) out.push(n.callFrame);
    return out;
  };
  // Parents: profile nodes name their children, not their parent.
  for (const n of nodes.values()) for (const c of (n as ProfileNode & { children?: number[] }).children ?? []) if (nodes.get(c)) nodes.get(c)!.parent = n.id;
  return { samples, stackOf };
}

/** One main-thread task: its trace events by self time (style, layout, script...), its JS samples by React phase, chunk and function. */
function describeTask(task: TraceEvent, main: TraceEvent[], samples: Samples, stackOf: StackOf, mountMark: TraceEvent, origin: { ts: number; name: string }): void {
  const end = task.ts + task.dur!;
  const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  // Self time per event name (nested events subtracted), plus what style and layout touched.
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  const childTime = new Map<TraceEvent, number>();
  let restyled = 0;
  let recalcs = 0;
  let laidOut = 0;
  let layouts = 0;
  for (const e of inside) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) childTime.set(parent, (childTime.get(parent) ?? 0) + e.dur!);
    stack.push(e);
    if (e.name === 'UpdateLayoutTree') {
      recalcs++;
      restyled += e.args?.elementCount ?? 0;
    }
    if (e.name === 'Layout') {
      layouts++;
      laidOut += e.args?.beginData?.dirtyObjects ?? 0;
    }
  }
  for (const e of inside) self.set(e.name, (self.get(e.name) ?? 0) + e.dur! - (childTime.get(e) ?? 0));
  const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;
  const mountInside = mountMark.ts >= task.ts && mountMark.ts <= end;
  const thread = task.tdur !== undefined ? ` (thread time ${ms(task.tdur)})` : '';
  // Each event type dispatched in the task with the thread time of its dispatch (its listeners and the microtasks
  // they queued, e.g. React's synchronous render and commit of a discrete event's update): the interaction's
  // processing by event, less sensitive to load than Event Timing's wall-clock spans.
  const dispatchTime = new Map<string, number>();
  for (const e of inside) if (e.name === 'EventDispatch' && e.args?.data?.type) dispatchTime.set(e.args.data.type, (dispatchTime.get(e.args.data.type) ?? 0) + (e.tdur ?? e.dur!));
  const dispatched = [...dispatchTime]
    .filter(([t]) => !/^(mousemove|pointermove|pointerover|pointerenter|mouseover|mouseenter)$/.test(t))
    .map(([t, us]) => (us >= 1000 ? `${t} ${(us / 1000).toFixed(1)}` : t));
  console.log(
    `\n  task at ${origin.name}+${ms(task.ts - origin.ts)}: ${ms(task.dur!)}${thread}${mountInside ? ' (the mount: data-demo-mounted set in it)' : ''}${dispatched.length ? ` (events, thread ms when 1 or more: ${dispatched.join(', ')})` : ''}`,
  );
  console.log(`    style recalcs ${recalcs} (${restyled} elements), layouts ${layouts} (${laidOut} dirty objects)`);
  const byName = [...self].filter(([, us]) => us >= 500).sort((a, b) => b[1] - a[1]);
  for (const [name, us] of byName) console.log(`    ${name.padEnd(32)} ${ms(us)}`);
  // JS samples inside the task: by chunk (self), by React phase, and the heaviest functions (self and total).
  const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
  if (!inTask.length) return;
  const interval = (end - task.ts) / Math.max(inTask.length, 1);
  const byChunk = new Map<string, number>();
  const byPhase = new Map<string, number>();
  const selfFn = new Map<string, number>();
  const totalFn = new Map<string, number>();
  // Per React phase: the functions (total time) that are not React's or Emotion's own, i.e. components and effects.
  const phaseFn = new Map<string, Map<string, number>>();
  for (const s of inTask) {
    const frames = stackOf(s.node);
    const top = frames[0];
    if (!top || top.functionName === '(idle)' || top.functionName === '(program)') continue;
    const label = (f: ProfileNode['callFrame']) => `${f.functionName || '(anonymous)'} ${chunkName(f.url)}:${(f.lineNumber ?? 0) + 1}:${f.columnNumber ?? 0}`;
    byChunk.set(chunkName(top.url), (byChunk.get(chunkName(top.url)) ?? 0) + 1);
    const phase = reactPhase(frames.map((f) => f.functionName));
    byPhase.set(phase, (byPhase.get(phase) ?? 0) + 1);
    selfFn.set(label(top), (selfFn.get(label(top)) ?? 0) + 1);
    for (const f of new Set(frames.map(label))) totalFn.set(f, (totalFn.get(f) ?? 0) + 1);
    const own = phaseFn.get(phase) ?? new Map<string, number>();
    phaseFn.set(phase, own);
    for (const f of new Set(frames.filter((f) => f.url && !REACT_DOM.test(f.functionName)).map(label))) own.set(f, (own.get(f) ?? 0) + 1);
  }
  const list = (title: string, m: Map<string, number>, n: number) => {
    console.log(`    ${title} (samples ≈ ${ms(interval)} each, ${inTask.length} samples):`);
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`      ${ms(v * interval).padStart(9)}  ${k}`);
  };
  list('JS by React phase (self, by the markers on the stack)', byPhase, 16);
  for (const [phase, n] of [...byPhase].sort((a, b) => b[1] - a[1]).slice(0, 6)) list(`  in ${phase}: functions (total), React's own left out`, phaseFn.get(phase)!, n * interval > 20_000 ? 8 : 3);
  list('JS self time by chunk', byChunk, 8);
  list('JS self time by function', selfFn, TOP);
  list('JS total time by function', totalFn, TOP);
}

/**
 * BENCH_CLICK: one click's interaction (Event Timing, from the page) and the main-thread tasks of 5 ms or more that
 * overlap it, from the pointer's press to the interaction's end: what delayed the input, what its handlers ran,
 * what rendered and painted. `mounted` is the mount's performance.now() time, which maps page times onto the trace.
 */
function clickReport(r: ClickResult, events: TraceEvent[], mounted: number): void {
  const mountMark = events.find((e) => e.name === 'probe:mounted')!;
  const toTs = (ms: number) => mountMark.ts + (ms - mounted) * 1000;
  const { pid, tid } = mountMark;
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number');
  const { samples, stackOf } = profileOf(events, pid);
  const inter = r.entries.length ? r.entries : [];
  const from = toTs(Math.min(r.at, ...inter.map((e) => e.startTime)));
  const to = toTs(Math.max(r.at + 16, ...inter.map((e) => e.startTime + e.duration)));
  console.log(`\n  click "${r.kind}": INP ${describeClick(r)}`);
  for (const e of r.entries)
    console.log(
      `    ${e.name.padEnd(12)} start +${(e.startTime - r.at).toFixed(0)} delay ${(e.processingStart - e.startTime).toFixed(1)} processing ${(e.processingEnd - e.processingStart).toFixed(1)} duration ${e.duration}${e.interactionId ? '' : ' (no interaction)'}`,
    );
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ts + e.dur! >= from && e.ts <= to && e.dur! >= 5000).sort((a, b) => a.ts - b.ts);
  console.log(`    ${tasks.length} task(s) of 5 ms or more from the press (${((to - from) / 1000).toFixed(0)} ms):`);
  for (const task of tasks) describeTask(task, main, samples, stackOf, mountMark, { ts: from, name: 'press' });
  interactionThreadTime(main, from);
}

/**
 * The whole interaction's main-thread work, whatever task it landed in: from the pointer's move (Playwright moves and
 * presses at once, so the hover's events and frame come first) to the end of the first Paint after the click's
 * dispatch, the thread time (descheduling and, mostly, not CPU throttling left out) summed per trace event, nested
 * events subtracted. With BENCH_CATEGORIES=blink the native parts get names, e.g. `Editor::SyncSelection`: Blink
 * syncing the caret a press puts in the page to the browser, ~2 ms at 1x on the page's first press only (decision 0015).
 */
function interactionThreadTime(main: TraceEvent[], press: number): void {
  const dispatch = (type: string) => main.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === type && e.ts >= press - 100_000);
  const move = dispatch('pointermove')[0];
  const click = dispatch('click')[0];
  if (!click) return;
  const from = Math.min(press, move?.ts ?? press);
  const paint = main.find((e) => e.name === 'Paint' && e.ts > click.ts);
  const to = paint ? paint.ts + paint.dur! : click.ts + click.dur!;
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ts + e.dur! >= from && e.ts <= to);
  const self = new Map<string, number>();
  let thread = 0;
  for (const task of tasks) {
    thread += task.tdur ?? 0;
    const end = task.ts + task.dur!;
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const stack: TraceEvent[] = [];
    const own = new Map<TraceEvent, number>(inside.map((e) => [e, e.tdur ?? 0]));
    for (const e of inside) {
      while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) own.set(parent, own.get(parent)! - (e.tdur ?? 0));
      stack.push(e);
    }
    for (const [e, t] of own) self.set(e.name, (self.get(e.name) ?? 0) + t);
  }
  const ms = (us: number) => `${(us / 1000).toFixed(2)} ms`;
  console.log(`\n    the interaction from the move to the click's paint: ${tasks.length} task(s), ${((to - from) / 1000).toFixed(0)} ms, thread time ${ms(thread)}, by trace event (self):`);
  for (const [name, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 16)) if (t >= 50) console.log(`      ${ms(t).padStart(9)}  ${name}`);
}

const server = await benchServer(PORT);
try {
  for (const path of paths) await trace(server.url + path);
} finally {
  await server.dispose();
}

/**
 * The tasks, of any length, with a JS sample in a grid's root hooks (client/demos/grid-slices.ts): how many, the
 * longest (wall and thread time), and the sum. Thread time does not count the time the thread was descheduled: on a
 * loaded machine it is the steadier figure, and times the CPU slowdown it is about what the task takes on a quiet one.
 */
function gridRender(main: TraceEvent[], samples: { ts: number; node: number }[], stackOf: (id: number) => ProfileNode['callFrame'][], from: number, to: number): void {
  // The first renders: the hidden pre-render is a concurrent render (later renders of a grid, e.g. after its mount
  // effects' store updates, are synchronous).
  const inGrid = samples.filter((s) => {
    if (s.ts < from || s.ts > to) return false;
    const names = stackOf(s.node).map((f) => f.functionName);
    return names.some((n) => GRID_ROOT_HOOKS.test(n)) && names.includes('renderRootConcurrent');
  });
  if (!inGrid.length) return;
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ts >= from && e.ts <= to && inGrid.some((s) => s.ts >= e.ts && s.ts <= e.ts + e.dur!));
  const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;
  const longest = tasks.reduce((a, b) => (b.dur! > a.dur! ? b : a));
  const longestThread = Math.max(...tasks.map((t) => t.tdur ?? 0));
  const sum = (f: (t: TraceEvent) => number) => tasks.reduce((a, t) => a + f(t), 0);
  const top = [...tasks].sort((a, b) => b.dur! - a.dur!).slice(0, 5);
  console.log(`  the grids' first render (root hooks, sliced render) ran in ${tasks.length} task(s) [longest: ${top.map((t) => `${ms(t.dur!)}/${ms(t.tdur ?? 0)}`).join(', ')}]:`);
  console.log(
    `   longest ${ms(longest.dur!)} (longest thread time ${ms(longestThread)}), ` +
      `${tasks.filter((t) => t.dur! > 50_000).length} over 50 ms; together ${ms(sum((t) => t.dur!))} (thread time ${ms(sum((t) => t.tdur ?? 0))})`,
  );
}
