/**
 * bench/standins: how faithful the first-paint stand-ins are and what they
 * cost. Prints:
 *
 * - fidelity, for one demo per library: the demo's frame screenshotted with
 *   its stand-in (demo code blocked, so nothing mounts) and again after the
 *   live demo mounted and settled; the share of pixels that changed (a
 *   channel off by more than 24 of 255, tests/e2e/standin-diff.ts), light
 *   and dark;
 * - page weight from dist/kv-bulk.json: the HTML of every English docs page
 *   with its stand-ins and with them taken out (bytes and gzip), and the
 *   page that grew most;
 * - what the build wrote: stand-ins rendered against skeletons.
 *
 * Usage: npm run build && npx tsx bench/standins.ts (STANDIN_SHOTS=<folder>
 * also writes the screenshots there)
 */
import { chromium, type Browser } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { serve } from '../scripts/serve';
import { compareShots } from '../tests/e2e/standin-diff';
import { READER_UA } from '../tests/e2e/stub-servers';
import { joinPageRecords } from '../lib/page-record';
import { CHROMIUM_ARGS } from '../scripts/chromium-args';

const PORT = Number(process.env.BENCH_PORT ?? 8872);
const VIEWPORT = { width: 1280, height: 900 };
const DEMOS = [
  { library: 'Data Grid', path: '/x/react-data-grid/quickstart', id: 'react-data-grid-quickstart-FirstGrid' },
  { library: 'Charts', path: '/x/react-charts/bars', id: 'react-charts-bars-GroupedBars' },
  { library: 'Pickers', path: '/x/react-date-pickers/date-picker', id: 'react-date-pickers-date-picker-ControlledDatePicker' },
  { library: 'Pickers (calendar)', path: '/x/react-date-pickers/date-calendar', id: 'react-date-pickers-date-calendar-ControlledDateCalendar' },
  { library: 'Tree View', path: '/x/react-tree-view/simple-tree-view/items', id: 'react-tree-view-simple-tree-view-items-ControlledExpansionTree' },
];

interface Shot {
  png: Buffer;
  height: number;
}

async function frameShot(browser: Browser, base: string, path: string, id: string, mode: 'light' | 'dark', live: boolean): Promise<Shot> {
  const context = await browser.newContext({ viewport: VIEWPORT, userAgent: READER_UA, deviceScaleFactor: 1 });
  await context.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
  const page = await context.newPage();
  if (!live) await page.route('**/build/demos/**', () => undefined);
  await page.goto(base + path, { waitUntil: 'load' });
  const frame = page.locator(`#${id} [data-demo-frame]`);
  await frame.scrollIntoViewIfNeeded();
  if (live) {
    await page.waitForSelector(`#${id} [data-demo-frame][data-demo-mounted]`, { timeout: 20_000 });
    await page.waitForTimeout(1500);
  } else {
    await page.waitForTimeout(500);
  }
  await page.evaluate(() => document.fonts.ready);
  const height = await frame.evaluate((el) => el.getBoundingClientRect().height);
  const png = await frame.screenshot({ animations: 'disabled', caret: 'hide' });
  await context.close();
  return { png, height };
}

/** The body HTML without its stand-ins: the empty frames of before. */
function withoutStandIns(html: string): string {
  return html.replace(/^<style data-standin-css>[\s\S]*?<\/style>/, '').replace(/(<div class="demo-frame"[^>]*>)[\s\S]*?(<\/div><div class="demo-(?:toolbar|code)")/g, '$1$2');
}

function weights(): void {
  const entries = JSON.parse(readFileSync('dist/kv-bulk.json', 'utf8')) as { key: string; value: string }[];
  let before = 0;
  let after = 0;
  let gzBefore = 0;
  let gzAfter = 0;
  let pages = 0;
  let standIns = 0;
  let skeletons = 0;
  let worst = { path: '', grew: 0, before: 0, after: 0 };
  for (const r of joinPageRecords(entries)) {
    const { path } = r;
    if (r.locale !== 'en' || !path.startsWith('/x/')) continue;
    if (!r.html || !r.demoCount) continue;
    pages++;
    standIns += (r.html.match(/data-standin(?:=""|\s|>)/g) ?? []).length;
    skeletons += (r.html.match(/data-standin="skeleton"/g) ?? []).length;
    const old = withoutStandIns(r.html);
    const b = Buffer.byteLength(old);
    const a = Buffer.byteLength(r.html);
    before += b;
    after += a;
    const gb = gzipSync(old).length;
    const ga = gzipSync(r.html).length;
    gzBefore += gb;
    gzAfter += ga;
    if (ga - gb > worst.grew) worst = { path, grew: ga - gb, before: gb, after: ga };
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`\npage weight: ${pages} English pages with demos (body HTML of the page record)`);
  console.log(`  raw   before ${kb(before)}  after ${kb(after)}  (+${(((after - before) / before) * 100).toFixed(1)} %, ${kb((after - before) / pages)} per page)`);
  console.log(`  gzip  before ${kb(gzBefore)}  after ${kb(gzAfter)}  (+${(((gzAfter - gzBefore) / gzBefore) * 100).toFixed(1)} %, ${kb((gzAfter - gzBefore) / pages)} per page)`);
  console.log(`  most growth: ${worst.path} gzip ${kb(worst.before)} -> ${kb(worst.after)}`);
  console.log(`  demos: ${standIns} rendered stand-ins, ${skeletons} skeletons`);
}

async function main(): Promise<void> {
  weights();
  const server = await serve({ port: PORT, persist: false });
  await server.seed();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
  try {
    console.log('\nfidelity: pixels of the demo frame that change when the live demo replaces its stand-in');
    console.log(['library', 'demo', 'light', 'dark', 'frame height before -> after'].join('  |  '));
    for (const d of DEMOS) {
      const cells: string[] = [];
      let heights = '';
      for (const mode of ['light', 'dark'] as const) {
        const before = await frameShot(browser, server.url, d.path, d.id, mode, false);
        const after = await frameShot(browser, server.url, d.path, d.id, mode, true);
        cells.push(`${((await compareShots(before.png, after.png, after.png, [])).share * 100).toFixed(1)} %`);
        if (process.env.STANDIN_SHOTS) {
          writeFileSync(`${process.env.STANDIN_SHOTS}/${d.id}-${mode}-standin.png`, before.png);
          writeFileSync(`${process.env.STANDIN_SHOTS}/${d.id}-${mode}-live.png`, after.png);
        }
        if (mode === 'light') heights = `${before.height} -> ${after.height} px`;
      }
      console.log([d.library, d.id, ...cells, heights].join('  |  '));
    }
  } finally {
    await browser.close();
    await server.dispose();
  }
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
