/**
 * bench/standin-fidelity: how true the first-paint stand-ins are, over EVERY
 * demo of every English docs page (the suite's tests/e2e/standin-fidelity.spec.ts
 * checks only a handful; this full run takes minutes, too slow for the suite).
 *
 * Per page, one browser (Chromium, 1280 px, reader UA), 3 pages in parallel:
 * - stand-in pass: the page loaded with demo code blocked (nothing mounts),
 *   every demo frame screenshotted (a build-time picture once decoded);
 * - live pass: the page loaded normally; each frame scrolled into view,
 *   waited until `data-demo-mounted` and the main thread idle, then
 *   screenshotted twice 700 ms apart.
 * The figure per demo is the share of pixels of the frame (union of both
 * sizes; what only one of them covers counts as changed) whose colour
 * moved by more than 24 of 255 in a channel between stand-in and the second
 * live shot. Masked (left out of the count): pixels that differ between the
 * two live shots (anything animated: progress, clocks, chart transitions,
 * carets) and the licence watermark's box ("MUI X Missing license key",
 * found by its text in the live frame). Screenshots use
 * `animations: 'disabled'` and `caret: 'hide'`, and each frame is first
 * moved to a whole page pixel (`snap`): the head script picks the ad's
 * shape per page view (image 126 px, text-only 77.5 px, drawn before the
 * first paint, so no layout shift), so the content above the first demo
 * differs by 48.5 px between the two visits about a third of the time, and
 * a frame at a different sub-pixel offset is shot 1 px apart.
 *
 * Prints the distribution (percentiles, buckets, per library, the 30 worst,
 * skeletons and demos that never mounted) and the run time, and writes every
 * demo's figures to `.cache/standin-fidelity[-<label>].json`.
 *
 * Usage: npm run build && npx tsx bench/standin-fidelity.ts
 *   STANDIN_LABEL=baseline   name of the JSON written
 *   STANDIN_PAGES=<regex>    only pages whose path matches
 *   STANDIN_DARK=<n>         also measure every n-th page in dark mode
 *   STANDIN_SHOTS=<folder>   write the screenshots there
 *   BENCH_PORT (8842), STANDIN_PARALLEL (3), CHROME_PATH
 */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { joinPageRecords } from '../lib/page-record';
import { serve } from '../scripts/serve';
import { compareShots } from '../tests/e2e/standin-diff';
import { READER_UA } from '../tests/e2e/stub-servers';
import { CHROMIUM_ARGS } from '../scripts/chromium-args';

const PORT = Number(process.env.BENCH_PORT ?? 8842);
const PARALLEL = Number(process.env.STANDIN_PARALLEL ?? 3);
const VIEWPORT = { width: 1280, height: 900 };
const MOUNT_TIMEOUT = 15_000;

type Mode = 'light' | 'dark';

export interface DemoFigure {
  id: string;
  path: string;
  mode: Mode;
  /** The stand-in is the grey skeleton. */
  skeleton: boolean;
  /** Share of changed pixels, 0..1; null when the live demo never mounted. */
  share: number | null;
  /** Share of the frame masked (animated or watermark). */
  masked: number;
  heights: [number, number];
  /** The frame's page y in the stand-in and the live pass, before snapping. */
  y: [number, number];
  note?: string;
}

interface PageJob {
  path: string;
  ids: string[];
  mode: Mode;
}

const frameOf = (page: Page, id: string) => page.locator(`[id="${id}"] [data-demo-frame]`);

async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        void document.fonts.ready.then(() => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 }))));
      }),
  );
}

/**
 * Moves the frame (position: relative) to a whole pixel of the page and
 * returns its page y before the move. Both passes shoot the frame at a
 * whole pixel: a frame at y 491.66 in one visit and 540.16 in the other is
 * rasterised 1 px apart, which the diff would count as changed text.
 */
async function snap(frame: Locator): Promise<number> {
  return frame.evaluate((el: HTMLElement) => {
    el.style.top = el.style.left = '';
    const box = el.getBoundingClientRect();
    const y = box.top + scrollY;
    const x = box.left + scrollX;
    el.style.top = `${Math.round(y) - y}px`;
    el.style.left = `${Math.round(x) - x}px`;
    return y;
  });
}

interface StandInShot {
  png: Buffer;
  height: number;
  skeleton: boolean;
  y: number;
}

async function standInShots(context: BrowserContext, base: string, job: PageJob): Promise<Map<string, StandInShot>> {
  const page = await context.newPage();
  // Demo code never arrives (the request stays pending): the frame keeps its stand-in.
  await page.route('**/build/demos/**', () => undefined);
  const out = new Map<string, StandInShot>();
  try {
    await page.goto(base + job.path, { waitUntil: 'load' });
    for (const id of job.ids) {
      const frame = frameOf(page, id);
      if (!(await frame.count())) continue;
      await frame.scrollIntoViewIfNeeded();
      // A build-time picture (scripts/demos/demo-pictures.ts) loads lazily: shot once decoded.
      await frame.evaluate((el) => Promise.all([...el.querySelectorAll('img')].filter((i) => i.checkVisibility()).map((i) => i.decode().catch(() => undefined))));
      await settle(page);
      const skeleton = (await frame.locator('> [data-standin="skeleton"]').count()) > 0;
      const height = await frame.evaluate((el) => el.getBoundingClientRect().height);
      const y = await snap(frame);
      out.set(id, { png: await frame.screenshot({ animations: 'disabled', caret: 'hide' }), height, skeleton, y });
    }
  } finally {
    await page.close();
  }
  return out;
}

async function liveFigures(context: BrowserContext, base: string, job: PageJob, shots: Map<string, StandInShot>): Promise<DemoFigure[]> {
  const page = await context.newPage();
  const figures: DemoFigure[] = [];
  try {
    await page.goto(base + job.path, { waitUntil: 'load' });
    for (const id of job.ids) {
      const before = shots.get(id);
      if (!before) continue;
      const frame = frameOf(page, id);
      const figure: DemoFigure = { id, path: job.path, mode: job.mode, skeleton: before.skeleton, share: null, masked: 0, heights: [before.height, 0], y: [before.y, NaN] };
      figures.push(figure);
      try {
        await frame.scrollIntoViewIfNeeded();
        await frame.and(page.locator('[data-demo-mounted]')).waitFor({ timeout: MOUNT_TIMEOUT });
      } catch {
        figure.note = (await page.locator(`[id="${id}"] [data-demo-error]`).count()) ? 'demo error' : 'never mounted';
        continue;
      }
      await settle(page);
      figure.y[1] = await snap(frame);
      const live1 = await frame.screenshot({ animations: 'disabled', caret: 'hide' });
      await page.waitForTimeout(700);
      const live2 = await frame.screenshot({ animations: 'disabled', caret: 'hide' });
      const { height, masks } = await frame.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const found: { x: number; y: number; width: number; height: number }[] = [];
        for (const e of el.querySelectorAll('div, span')) {
          if (e.childElementCount === 0 && /^MUI X (Missing|Invalid|Expired|Out of scope)/.test(e.textContent ?? '')) {
            const r = e.getBoundingClientRect();
            found.push({ x: Math.floor(r.x - box.x), y: Math.floor(r.y - box.y), width: Math.ceil(r.width) + 1, height: Math.ceil(r.height) + 1 });
          }
        }
        return { height: box.height, masks: found };
      });
      figure.heights[1] = height;
      const { share, masked } = await compareShots(before.png, live1, live2, masks);
      figure.share = share;
      figure.masked = masked;
      if (process.env.STANDIN_SHOTS) {
        writeFileSync(`${process.env.STANDIN_SHOTS}/${id}-${job.mode}-standin.png`, before.png);
        writeFileSync(`${process.env.STANDIN_SHOTS}/${id}-${job.mode}-live.png`, live2);
      }
    }
  } finally {
    await page.close();
  }
  return figures;
}

function jobs(): PageJob[] {
  const entries = JSON.parse(readFileSync('dist/kv-bulk.json', 'utf8')) as { key: string; value: string }[];
  const only = process.env.STANDIN_PAGES ? new RegExp(process.env.STANDIN_PAGES) : null;
  const darkEvery = Number(process.env.STANDIN_DARK ?? 0);
  const out: PageJob[] = [];
  const seen = new Set<string>();
  let n = 0;
  for (const r of joinPageRecords(entries)) {
    if (r.locale !== 'en' || !r.path.startsWith('/x/') || !r.demos?.length) continue;
    if (only && !only.test(r.path)) continue;
    const ids = r.demos.map((d) => d.id).filter((id) => !seen.has(id));
    ids.forEach((id) => seen.add(id));
    if (!ids.length) continue;
    out.push({ path: r.path, ids, mode: 'light' });
    if (darkEvery && n++ % darkEvery === 0) out.push({ path: r.path, ids, mode: 'dark' });
  }
  return out;
}

function library(path: string): string {
  return /^\/x\/react-([a-z-]+?)(?:\/|$)/.exec(path)?.[1]?.replace(/^(data-grid|charts|date-pickers|tree-view).*$/, '$1') ?? 'other';
}

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function report(figures: DemoFigure[], seconds: number, pages: number): void {
  for (const mode of ['light', 'dark'] as const) {
    const all = figures.filter((f) => f.mode === mode);
    if (!all.length) continue;
    const measured = all.filter((f) => f.share !== null);
    const shares = measured.map((f) => f.share!).sort((a, b) => a - b);
    console.log(
      `\n${mode}: ${all.length} demos, ${measured.length} measured, ${all.filter((f) => f.skeleton).length} skeletons, ${all.length - measured.length} not measured (${
        all
          .filter((f) => f.note)
          .map((f) => `${f.id}: ${f.note}`)
          .join('; ') || 'none'
      })`,
    );
    console.log(
      `  changed pixels: p50 ${pct(quantile(shares, 0.5))}  p75 ${pct(quantile(shares, 0.75))}  p90 ${pct(quantile(shares, 0.9))}  p99 ${pct(quantile(shares, 0.99))}  max ${pct(shares.at(-1) ?? NaN)}  mean ${pct(shares.reduce((a, b) => a + b, 0) / shares.length)}`,
    );
    const buckets = [0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 1.01];
    let lo = 0;
    const cells: string[] = [];
    for (const hi of buckets) {
      const n = shares.filter((s) => s >= lo && s < hi).length;
      cells.push(`[${Math.round(lo * 100)}-${Math.min(100, Math.round(hi * 100))} %): ${n}`);
      lo = hi;
    }
    console.log(`  buckets: ${cells.join('  ')}`);
    const byLib = new Map<string, number[]>();
    for (const f of measured) byLib.set(library(f.path), [...(byLib.get(library(f.path)) ?? []), f.share!]);
    for (const [lib, s] of [...byLib].sort()) {
      s.sort((a, b) => a - b);
      console.log(
        `  ${lib.padEnd(14)} ${String(s.length).padStart(4)} demos  p50 ${pct(quantile(s, 0.5))}  p90 ${pct(quantile(s, 0.9))}  skeletons ${all.filter((f) => f.skeleton && library(f.path) === lib).length}`,
      );
    }
    const moved = measured.filter((f) => Math.abs(f.y[0] - f.y[1]) > 0.5);
    console.log(
      `  frame moved between the visits (page y, before snapping): ${moved.length} demos${
        moved.length
          ? `, e.g. ${moved
              .slice(0, 5)
              .map((f) => `${f.id} ${f.y[0].toFixed(2)} -> ${f.y[1].toFixed(2)}`)
              .join('; ')}`
          : ''
      }`,
    );
    console.log('  30 worst:');
    for (const f of [...measured].sort((a, b) => b.share! - a.share!).slice(0, 30)) {
      console.log(`    ${pct(f.share!).padStart(7)}  ${f.id}${f.skeleton ? ' (skeleton)' : ''}  ${f.heights[0]} -> ${f.heights[1]} px`);
    }
  }
  console.log(`\n${pages} page visits x2, ${figures.length} demo figures in ${seconds.toFixed(0)} s (${PARALLEL} pages in parallel)`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const all = jobs();
  if (process.env.STANDIN_SHOTS) mkdirSync(process.env.STANDIN_SHOTS, { recursive: true });
  const server = await serve({ port: PORT, persist: false });
  await server.seed();
  const browser: Browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
  const figures: DemoFigure[] = [];
  let next = 0;
  let done = 0;
  const worker = async () => {
    const contexts = new Map<Mode, BrowserContext>();
    const contextFor = async (mode: Mode) => {
      let c = contexts.get(mode);
      if (!c) {
        c = await browser.newContext({ viewport: VIEWPORT, userAgent: READER_UA, deviceScaleFactor: 1 });
        await c.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
        contexts.set(mode, c);
      }
      return c;
    };
    while (next < all.length) {
      const job = all[next++]!;
      try {
        const context = await contextFor(job.mode);
        const shots = await standInShots(context, server.url, job);
        figures.push(...(await liveFigures(context, server.url, job, shots)));
      } catch (e) {
        console.error(`${job.path}: ${(e as Error).message.split('\n')[0]}`);
      }
      if (++done % 20 === 0) console.error(`  ${done}/${all.length} pages, ${Math.round((performance.now() - started) / 1000)} s`);
    }
    for (const c of contexts.values()) await c.close();
  };
  try {
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  } finally {
    await browser.close();
    await server.dispose();
  }
  const seconds = (performance.now() - started) / 1000;
  figures.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : a.mode < b.mode ? -1 : 1));
  report(figures, seconds, all.length);
  const file = `.cache/standin-fidelity${process.env.STANDIN_LABEL ? `-${process.env.STANDIN_LABEL}` : ''}.json`;
  mkdirSync('.cache', { recursive: true });
  writeFileSync(file, JSON.stringify({ seconds: Math.round(seconds), figures }, null, 1));
  console.log(`per-demo figures: ${file}`);
}

main().catch((e: Error) => {
  console.error(e.stack ?? e.message);
  process.exit(1);
});
