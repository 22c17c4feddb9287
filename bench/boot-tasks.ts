/**
 * bench/boot-tasks: the start-up tasks every docs page pays, as the
 * browser's Long Animation Frames API attributes them: the shell's scripts
 * (client/entry.ts: its module and the tasks it schedules) and the
 * evaluation of the demo runtime's chunks (React DOM among them), from the
 * page's start to one second after its first demo in view goes live. Loads
 * each page as a reader (Chromium, 1280x800, production build on workerd)
 * BENCH_RUNS times at BENCH_CPU slowdown and prints, per page, the median of
 * each run's longest script run of the shell's files and of the runtime's
 * chunks, and of the longest frame.
 * A script run shorter than 5 ms is not reported by the browser.
 *
 * Usage: npm run build && npx tsx bench/boot-tasks.ts [path ...]
 *   BENCH_CPU=4    CPU slowdown (default 4)
 *   BENCH_RUNS=5   loads per page
 *   BENCH_PORT     the server's port (default 8811)
 *   BENCH_ROOT     serve another build (a directory holding wrangler.toml, dist/,
 *                  public/, migrations/ and worker/generated/)
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '../scripts/serve';
import { READER_UA } from '../tests/e2e/stub-servers';
import type { AssetsManifest } from '../lib/generated';
import { CHROMIUM_ARGS } from '../scripts/chromium-args';

const ROOT = process.env.BENCH_ROOT ?? join(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 8811);
const CPU = Number(process.env.BENCH_CPU ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/x/react-date-pickers/date-range-picker', '/x/react-charts/lines'];
const manifest = JSON.parse(readFileSync(join(ROOT, 'worker/generated/assets.json'), 'utf8')) as AssetsManifest;
const shellFile = manifest.files.shell!;
const runtimeFiles = new Set(manifest.demoRuntime.filter((u) => !manifest.scripts.includes(u)));

interface ScriptRun {
  url: string;
  invoker: string;
  duration: number;
  start: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};

async function run(url: string): Promise<{ shell: ScriptRun[]; runtime: ScriptRun[]; frame: number; live: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, userAgent: READER_UA });
    await context.addInitScript(() => {
      const w = window as unknown as { __loaf: unknown[] };
      w.__loaf = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { duration: number; scripts: { sourceURL: string; invoker: string; duration: number; startTime: number }[] }[]) {
          w.__loaf.push({ duration: e.duration, scripts: e.scripts.map((s) => ({ url: s.sourceURL, invoker: s.invoker, duration: s.duration, start: s.startTime })) });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const t0 = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('[data-demo-frame][data-demo-mounted]', { state: 'attached', timeout: 60_000 });
    const live = Date.now() - t0;
    await page.waitForTimeout(1000);
    const loaf = (await page.evaluate(() => (window as unknown as { __loaf: unknown[] }).__loaf)) as { duration: number; scripts: ScriptRun[] }[];
    const scripts = loaf.flatMap((f) => f.scripts);
    const path = (u: string) => {
      try {
        return new URL(u).pathname;
      } catch {
        return u;
      }
    };
    return {
      shell: scripts.filter((s) => path(s.url) === shellFile),
      // A chunk's evaluation (its invoker is its own URL), not React's scheduler running work from it.
      runtime: scripts.filter((s) => runtimeFiles.has(path(s.url)) && path(s.invoker) === path(s.url)),
      frame: Math.max(0, ...loaf.map((f) => f.duration)),
      live,
    };
  } finally {
    await browser.close();
  }
}

const server = await serve({ port: PORT, persist: false, ...(process.env.BENCH_ROOT ? { root: process.env.BENCH_ROOT } : {}) });
await server.seed();
try {
  for (const p of paths) {
    const url = server.url + p;
    const shellMax: number[] = [];
    const shellSum: number[] = [];
    const runtimeMax: number[] = [];
    const frames: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await run(url);
      shellMax.push(Math.max(0, ...r.shell.map((s) => s.duration)));
      shellSum.push(r.shell.reduce((a, s) => a + s.duration, 0));
      runtimeMax.push(Math.max(0, ...r.runtime.map((s) => s.duration)));
      frames.push(r.frame);
      if (process.env.BENCH_VERBOSE) for (const s of [...r.shell, ...r.runtime]) console.log(`    ${s.duration.toFixed(0).padStart(4)} ms  ${s.url.split('/').pop()}  ${s.invoker}`);
    }
    const f = (xs: number[]) => `${median(xs).toFixed(0)} ms [${xs.map((x) => x.toFixed(0)).join(' ')}]`;
    console.log(`${p} at ${CPU}x CPU, ${RUNS} runs (median [runs]):`);
    console.log(`  longest shell script run   ${f(shellMax)}`);
    console.log(`  shell script runs, total   ${f(shellSum)}`);
    console.log(`  longest runtime chunk run  ${f(runtimeMax)}`);
    console.log(`  longest frame              ${f(frames)}`);
  }
} finally {
  await server.dispose();
}
