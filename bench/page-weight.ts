/**
 * bench/page-weight: what a reader's browser downloads. For a prose page and
 * for the heaviest demo page (most demos, from dist/kv-bulk.json), in real
 * Chromium: JavaScript and CSS transferred before any scroll and after
 * scrolling to the end (gzip sizes, computed on the response bodies), the
 * HTML document, and layout shift (CLS from PerformanceObserver
 * 'layout-shift'). Gates: a prose page under 70 KB of JavaScript; a demo
 * page requests a demo's code only when that demo nears the viewport;
 * layout shift 0. Prints a table; exits 1 when a gate fails. No timings.
 *
 * Usage: npm run build && npm run bench:page-weight
 */
import { chromium, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { serve } from '../scripts/serve';
import { DEMO_ROOT_MARGIN } from '../client/demos/config';
import { READER_UA } from '../tests/e2e/stub-servers';
import { heaviestDemoPage } from './heaviest-demo-page';
import { CHROMIUM_ARGS } from '../scripts/chromium-args';

const PORT = Number(process.env.BENCH_PORT ?? 8797);
const PROSE_PAGE = '/x/introduction/installation';
const VIEWPORT = { width: 1280, height: 800 };
const MARGIN = Number.parseInt(DEMO_ROOT_MARGIN, 10);
const STEP = 400;
const PROSE_JS_BUDGET = 70 * 1024;

interface Weights {
  js: number;
  css: number;
  jsFiles: number;
  cssFiles: number;
}

interface Measure {
  path: string;
  html: number;
  before: Weights;
  after: Weights;
  clsBefore: number;
  clsAfter: number;
  /** Demo chunks requested while their demo was still far from the viewport. */
  early: string[];
  /** Layout shifts: value and the elements that moved. */
  shifted: string[];
  demos: number;
  demosLoaded: number;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function cls(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

async function measure(page: Page, base: string, path: string): Promise<Measure> {
  const totals: Weights = { js: 0, css: 0, jsFiles: 0, cssFiles: 0 };
  let html = 0;
  const pending: Promise<void>[] = [];
  const demoRequests: { url: string; scrollY: number }[] = [];
  let scrollY = 0;
  page.removeAllListeners('response');
  page.removeAllListeners('request');
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/build/demos/')) demoRequests.push({ url: new URL(r.url()).pathname, scrollY });
  });
  page.on('response', (r) => {
    const type = r.request().resourceType();
    const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : type === 'document' ? 'html' : undefined;
    if (!kind || r.status() >= 300) return;
    pending.push(
      r.body().then(
        (body) => {
          const size = gzipSync(body).length;
          if (kind === 'html') html += size;
          else {
            totals[kind] += size;
            totals[kind === 'js' ? 'jsFiles' : 'cssFiles'] += 1;
          }
        },
        () => undefined,
      ),
    );
  });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await Promise.all(pending);
  const before = { ...totals };
  const clsBefore = await cls(page);
  const tops = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll<HTMLElement>('.demo[data-demo]')].map((d) => [d.id, d.getBoundingClientRect().top + window.scrollY])));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += STEP) {
    scrollY = y;
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(120);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await Promise.all(pending);
  const early = demoRequests
    .filter(({ url, scrollY: y }) => {
      const id = Object.keys(tops).find((d) => url.startsWith(`/build/demos/${d}-`));
      // Loading is fine once the demo's top is within the viewport plus the margin (one scroll step of slack).
      return id !== undefined && tops[id]! > y + VIEWPORT.height + MARGIN + STEP;
    })
    .map((r) => r.url);
  const demosLoaded = new Set(demoRequests.map((r) => Object.keys(tops).find((d) => r.url.startsWith(`/build/demos/${d}-`)))).size;
  const shifted = await page.evaluate(() => (window as unknown as { __shifted: string[] }).__shifted);
  return { path, html, before, after: { ...totals }, clsBefore, clsAfter: await cls(page), shifted, early, demos: Object.keys(tops).length, demosLoaded };
}

async function main(): Promise<void> {
  const demoPage = heaviestDemoPage();
  const server = await serve({ port: PORT, persist: false });
  await server.seed();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
  try {
    const results: Measure[] = [];
    for (const path of [PROSE_PAGE, demoPage]) {
      // A fresh context per page: nothing cached from the page before.
      const context = await browser.newContext({ viewport: VIEWPORT, userAgent: READER_UA });
      await context.addInitScript(() => {
        type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
        const w = window as unknown as { __cls: number; __shifted: string[] };
        w.__cls = 0;
        w.__shifted = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as Shift[]) {
            if (e.hadRecentInput) continue;
            w.__cls += e.value;
            const nodes = e.sources.map((s) =>
              s.node instanceof Element ? `${s.node.tagName.toLowerCase()}${s.node.id ? `#${s.node.id}` : ''}.${[...s.node.classList].join('.')}` : String(s.node?.nodeName),
            );
            w.__shifted.push(`${e.value.toFixed(4)} ${nodes.join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      results.push(await measure(page, server.url, path));
      await context.close();
    }
    print(results);
    const [prose, demo] = results as [Measure, Measure];
    const gates: [string, boolean][] = [
      [`prose page JavaScript under ${kb(PROSE_JS_BUDGET)} (before and after scroll)`, prose.after.js < PROSE_JS_BUDGET],
      ['demo page requests no demo code before its demo nears the viewport', demo.early.length === 0 && demo.demosLoaded === demo.demos],
      ['layout shift 0 on both pages', results.every((r) => r.clsAfter === 0)],
    ];
    console.log('');
    for (const [name, ok] of gates) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
    if (demo.early.length) console.log(`  demo chunks requested too early: ${demo.early.join(', ')}`);
    for (const r of results) for (const s of r.shifted) console.log(`  layout shift on ${r.path}: ${s}`);
    if (gates.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.dispose();
  }
}

function print(results: Measure[]): void {
  const rows = [['page', 'HTML', 'JS before scroll', 'CSS before scroll', 'JS after scroll', 'CSS after scroll', 'CLS before', 'CLS after', 'demos loaded']];
  for (const r of results) {
    rows.push([
      r.path,
      kb(r.html),
      `${kb(r.before.js)} (${r.before.jsFiles})`,
      `${kb(r.before.css)} (${r.before.cssFiles})`,
      `${kb(r.after.js)} (${r.after.jsFiles})`,
      `${kb(r.after.css)} (${r.after.cssFiles})`,
      r.clsBefore.toFixed(4),
      r.clsAfter.toFixed(4),
      `${r.demosLoaded}/${r.demos}`,
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  console.log('gzip sizes of response bodies (files in parentheses); stylesheet files only, inline <style> is in the HTML');
  for (const row of rows) console.log(row.map((c, i) => c.padEnd(widths[i]!)).join('  '));
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
