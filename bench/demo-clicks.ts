/**
 * What bench/demo-ready.ts, bench/demo-trace.ts and bench/click-renders.ts share: the site served for a bench, Chromium
 * and a reader's context (viewport, user agent, the page's probes, the switches of bench/demo-switches.ts), the first
 * demo in view, and the clicks on it once it is live: a reader's first try (the demo's middle), a second click
 * elsewhere (on a grid, another cell), and a sort (a click on the first sortable column header, grids only). Each
 * click's interaction is read from Event Timing (the page's `event` entries of its pointerdown, pointerup, mousedown,
 * mouseup and click): its INP (the longest entry, 16 ms, the API's floor, when no entry came) split into input delay
 * (another task was running), processing (the handlers and what they render synchronously) and presentation (up to
 * the next paint); bench/event-timing.ts `interaction`, which flags a slow press Chromium gave no entry for as
 * `missing`. A click lands on a cell or control wholly in the viewport (bench/event-timing.ts `yWhollyInView`).
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { serve } from '../scripts/serve';
import { READER_UA } from '../tests/e2e/stub-servers';
import { DEMO_HINT_OFF, HINT_OFF_OVER_KB, SWITCHES_OFF } from './demo-switches';
import { GRID_HINT_OFF, NO_GRID_HINT } from './grid-hint-off';
import { CHROMIUM_ARGS } from '../scripts/chromium-args';
import { COMPILE_HINT } from '../scripts/build-client';
import type { AssetsManifest } from '../lib/generated';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { interaction, yWhollyInView, type EventEntry, type PressRecord } from './event-timing';

export { interaction, type EventEntry, type PressRecord } from './event-timing';

/** The site on workerd at `port` (BENCH_ROOT=<dir>: another build, a directory with wrangler.toml, dist/, public/, migrations/), seeded. */
export async function benchServer(port: number): Promise<Awaited<ReturnType<typeof serve>>> {
  const server = await serve({ port, persist: false, ...(process.env.BENCH_ROOT ? { root: process.env.BENCH_ROOT } : {}) });
  await server.seed();
  return server;
}

/** Chromium as the benches run it (CHROME_PATH, default /usr/bin/chromium). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS],
  });
}

/** Fast 4G as bench/demo-ready.ts emulates it (CDP Network.emulateNetworkConditions): 40 ms latency, 10 Mbps each way. */
export const FAST_4G = { latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (10 * 1024 * 1024) / 8 };

/** The page's `window` with what readerContext installs. */
export type BenchWindow = Window & { __firstDemoInView(): HTMLElement | undefined };

/** Installed before page scripts: `window.__firstDemoInView()`, the first demo in or near (300 px) the viewport, the one the benches click. */
function firstDemoInView(): void {
  (window as unknown as BenchWindow).__firstDemoInView = () =>
    [...document.querySelectorAll<HTMLElement>('.demo[data-demo]')].find((d) => {
      const r = d.getBoundingClientRect();
      return r.bottom > -300 && r.top < innerHeight + 300;
    });
}

/**
 * A reader's context (1280x800, a desktop user agent): before any page script, `__firstDemoInView`, the given probes
 * (functions run in the page) and eventProbe; then the switches this run turns off (BENCH_GRID_HINT=0, whose size
 * hint can never be set, so grids measure themselves as published, and bench/demo-switches.ts).
 */
export async function readerContext(browser: Browser, probes: readonly (() => void)[] = []): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: READER_UA });
  // tsx keeps function names with an `__name` helper the page does not have.
  const run = [firstDemoInView, ...probes, eventProbe].map((f) => `(${f.toString()})();`).join(' ');
  await context.addInitScript({ content: `var __name = (f) => f; ${run}` });
  if (GRID_HINT_OFF) await context.addInitScript({ content: NO_GRID_HINT });
  for (const content of SWITCHES_OFF) await context.addInitScript({ content });
  // BENCH_INIT=<file>: a script of one's own run before the page's (an experiment on the same build).
  if (process.env.BENCH_INIT) await context.addInitScript({ path: process.env.BENCH_INIT });
  if (DEMO_HINT_OFF || HINT_OFF_OVER_KB !== null) await stripDemoHint(context, DEMO_HINT_OFF ? 0 : HINT_OFF_OVER_KB!);
  return context;
}

/**
 * BENCH_DEMO_HINT=0 (bench/demo-switches.ts): the site's scripts under /build/ other than the demo runtime's chunks
 * (assets.json `demoRuntime` of the build served) reach the page without their first line when it is the compile hint
 * (scripts/build-client.ts DEMO_COMPILE_HINT), so V8 compiles their functions lazily, as before stop 23;
 * BENCH_HINT_OFF_OVER=<KB>: only those larger than that (`overKb`).
 */
async function stripDemoHint(context: BrowserContext, overKb: number): Promise<void> {
  const root = process.env.BENCH_ROOT ?? join(import.meta.dirname, '..');
  const manifest = JSON.parse(readFileSync(join(root, 'worker/generated/assets.json'), 'utf8')) as AssetsManifest;
  const runtime = new Set(manifest.demoRuntime);
  await context.route(/\/build\/.*\.js(\?.*)?$/, async (route) => {
    if (runtime.has(new URL(route.request().url()).pathname)) return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    const strip = body.startsWith(`${COMPILE_HINT}\n`) && body.length > overKb * 1024;
    await route.fulfill({ response, body: strip ? body.slice(COMPILE_HINT.length + 1) : body });
  });
}

/** `promise`, or an error after `ms` (the timer cleared either way). */
export function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export type ClickKind = 'first' | 'second' | 'sort';
export const CLICK_KINDS: readonly ClickKind[] = ['first', 'second', 'sort'];

export interface ClickResult {
  kind: ClickKind;
  /** What the pointer landed on (role, text), for the report. */
  what: string;
  /** performance.now() just before the click. */
  at: number;
  /** The interaction's INP and its parts (bench/event-timing.ts `interaction`), ms. */
  inp: number;
  /** No Event Timing entry came for a press that took `inp` ms or more to its next frame (bench/event-timing.ts). */
  missing: boolean;
  inputDelay: number;
  processing: number;
  presentation: number;
  entries: EventEntry[];
}

/**
 * Installed before page scripts (as a string: `var __name = ...; (${eventProbe})()`): records every Event Timing
 * entry of 16 ms or more in `window.__events`, counts clicks in `window.__clicks` and records each press in
 * `window.__presses` (its pointerdown's timeStamp, and performance.now() in the first animation frame after its
 * click: a lower bound on its interaction when Chromium reports no entry, bench/event-timing.ts).
 */
export function eventProbe(): void {
  const w = window as unknown as { __events: EventEntry[]; __clicks: number; __presses: PressRecord[] };
  w.__events = [];
  w.__clicks = 0;
  w.__presses = [];
  window.addEventListener('pointerdown', (e) => w.__presses.push({ down: e.timeStamp, frame: null }), { capture: true });
  window.addEventListener(
    'click',
    () => {
      const last = w.__presses.at(-1);
      if (last && last.frame === null) requestAnimationFrame(() => (last.frame = performance.now()));
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[])
      w.__events.push({
        name: e.name,
        startTime: e.startTime,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        duration: e.duration,
        interactionId: (e as PerformanceEventTiming & { interactionId?: number }).interactionId ?? 0,
      });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  window.addEventListener('click', () => w.__clicks++, { capture: true });
}

/** Where each kind of click lands in demo `id` (viewport coordinates), or null when the demo has no such target. */
export async function clickPoint(page: Page, id: string, kind: ClickKind): Promise<{ x: number; y: number } | null> {
  const viewport = page.viewportSize()!;
  const frame = page.locator(`[id="${id}"] [data-demo-frame]`).first();
  const box = await frame.boundingBox();
  if (!box) throw new Error(`demo ${id} has no box`);
  const clamped = { x: box.x + box.width / 2, y: Math.min(box.y + box.height / 2, viewport.height - 10) };
  // Moved onto an element wholly in view (bench/event-timing.ts yWhollyInView: Chromium reported no Event Timing entry
  // for a press on a grid cell cut by the viewport's bottom edge, so the sorting page's first click read 16 ms).
  const boxes = await page.evaluate(
    ({ x, ys }) =>
      ys.map((y) => {
        const el = document.elementFromPoint(x, y);
        // Only controls and cells move the point: a demo's container or a chart's surface may well be cut.
        const target = el?.closest('[role="gridcell"], [role="columnheader"], [role="row"], button, a, input, [role="treeitem"]');
        const r = target?.getBoundingClientRect();
        return r ? { top: r.top, bottom: r.bottom } : null;
      }),
    { x: clamped.x, ys: Array.from({ length: Math.ceil(viewport.height / 4) }, (_, i) => i * 4) },
  );
  const boxAt = (y: number) => boxes[Math.min(boxes.length - 1, Math.max(0, Math.round(y / 4)))] ?? null;
  const middle = { x: clamped.x, y: yWhollyInView(clamped.y, viewport.height, boxAt, box.y) };
  if (kind === 'first') return middle;
  if (kind === 'second') {
    // On a grid: a cell in another row and column than the middle's; elsewhere a point left of and below the middle.
    const cell = await frame.evaluate((el, m) => {
      const at = document.elementFromPoint(m.x, m.y)?.closest('[role="gridcell"]');
      const cells = [...el.querySelectorAll<HTMLElement>('[role="gridcell"]')].filter((c) => {
        const r = c.getBoundingClientRect();
        return r.width > 20 && r.height > 10 && r.top > 0 && r.bottom < innerHeight;
      });
      if (!at || !cells.length) return null;
      const a = at.getBoundingClientRect();
      // Another row, preferably another column too.
      const rows = cells.filter((c) => Math.abs(c.getBoundingClientRect().top - a.top) >= a.height / 2);
      const other = rows.find((c) => Math.abs(c.getBoundingClientRect().left - a.left) >= a.width / 2) ?? rows[0];
      if (!other) return null;
      const r = other.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }, middle);
    return cell ?? { x: box.x + box.width / 3, y: Math.min(middle.y + 40, viewport.height - 10) };
  }
  return frame.evaluate((el) => {
    const header = el.querySelector<HTMLElement>('[role="columnheader"][aria-sort] .MuiDataGrid-columnHeaderTitle');
    if (!header) return null;
    const r = header.getBoundingClientRect();
    return r.width && r.bottom > 0 && r.top < innerHeight ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
  });
}

/** Clicks demo `id` as `kind` and reads the click's interaction; null when the demo has no target for it. */
export async function click(page: Page, id: string, kind: ClickKind): Promise<ClickResult | null> {
  const point = await clickPoint(page, id, kind);
  if (!point) return null;
  const before = await page.evaluate((p) => {
    const el = document.elementFromPoint(p.x, p.y);
    const role = el?.closest('[role]');
    return {
      at: performance.now(),
      clicks: (window as unknown as { __clicks: number }).__clicks,
      what: `${role?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? '?'} "${(role ?? el)?.textContent?.trim().slice(0, 30) ?? ''}"`,
    };
  }, point);
  await press(page, point, HOVER_MS, PRESS_MS);
  await page.waitForFunction((n) => (window as unknown as { __clicks: number }).__clicks > n, before.clicks, { timeout: 10_000 });
  // The interaction's `event` entries are reported after the next paint, in a later task.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
  const { events, presses } = await page.evaluate(() => {
    const w = window as unknown as { __events: EventEntry[]; __presses: PressRecord[] };
    return { events: w.__events, presses: w.__presses };
  });
  return { kind, what: before.what, at: before.at, ...interaction(events, before.at, presses) };
}

/**
 * The pointer's rest before a press and the press's length, for the clicks after the first (`click`; bench/demo-ready.ts
 * gives its first click BENCH_HOVER_MS itself). Both 0 by default: Playwright's click, the move, press and release in
 * one task. BENCH_HOVER_MS=500 lets the move's work (hover styles, a header's tooltip timer) finish first;
 * BENCH_PRESS_MS=100 holds the button down that long, as a reader's press lasts 50-150 ms, so the pointerdown's work
 * (a header's or cell's focus and what it renders) gets its own task and frame before the release's click.
 */
export const HOVER_MS = Number(process.env.BENCH_HOVER_MS ?? 0);
export const PRESS_MS = Number(process.env.BENCH_PRESS_MS ?? 0);

/**
 * Presses at `point` as a reader: by default Playwright's click (the move, press and release in one go, so the
 * move's work lands in the press's task); with `hoverMs` the pointer rests there that long first, with `pressMs` the
 * button is held that long (both waited outside the page).
 */
export async function press(page: Page, point: { x: number; y: number }, hoverMs = 0, pressMs = PRESS_MS): Promise<void> {
  if (hoverMs <= 0 && pressMs <= 0) return page.mouse.click(point.x, point.y);
  await page.mouse.move(point.x, point.y);
  if (hoverMs > 0) await new Promise((resolve) => setTimeout(resolve, hoverMs));
  await page.mouse.down();
  if (pressMs > 0) await new Promise((resolve) => setTimeout(resolve, pressMs));
  await page.mouse.up();
}

/** "96 ms (delay 2 + processing 70 + presentation 24)" */
export function describeClick(r: ClickResult): string {
  const n = (x: number) => Math.round(x);
  if (r.missing) return `>= ${n(r.inp)} ms (no Event Timing entry: the press to its next frame) on ${r.what}`;
  return `${n(r.inp)} ms (delay ${n(r.inputDelay)} + processing ${n(r.processing)} + presentation ${n(r.presentation)}) on ${r.what}`;
}
