/**
 * bench/standins: how faithful the first-paint stand-ins are and what they
 * cost. Prints:
 *
 * - fidelity, for one demo per library: the demo's frame screenshotted with
 *   its stand-in (demo code blocked, so nothing mounts) and again after the
 *   live demo mounted and settled; the share of pixels that changed (a
 *   channel off by more than 24 of 255), light and dark;
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
import { READER_UA } from '../tests/e2e/stub-servers';
import { joinPageRecords } from '../lib/page-record';

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

/** Share of pixels that differ, computed in the browser (it decodes the PNGs). */
async function changedShare(browser: Browser, a: Buffer, b: Buffer): Promise<number> {
  const page = await browser.newPage();
  // A script string: the bench runs under tsx, whose helpers must not leak into the page.
  const share = await page.evaluate<number>(`(async ([x, y]) => {
    const load = async (b64) => createImageBitmap(await (await fetch('data:image/png;base64,' + b64)).blob());
    const [i1, i2] = await Promise.all([load(x), load(y)]);
    const w = Math.max(i1.width, i2.width);
    const h = Math.max(i1.height, i2.height);
    const px = (img) => {
      const c = new OffscreenCanvas(w, h);
      const ctx = c.getContext('2d');
      ctx.fillStyle = '#ff00ff';
      ctx.fillRect(0, 0, w, h);
      ctx.drawImage(img, 0, 0);
      return ctx.getImageData(0, 0, w, h).data;
    };
    const d1 = px(i1);
    const d2 = px(i2);
    let changed = 0;
    for (let i = 0; i < d1.length; i += 4) {
      if (Math.abs(d1[i] - d2[i]) > 24 || Math.abs(d1[i + 1] - d2[i + 1]) > 24 || Math.abs(d1[i + 2] - d2[i + 2]) > 24) changed++;
    }
    return changed / (w * h);
  })(${JSON.stringify([a.toString('base64'), b.toString('base64')])})`);
  await page.close();
  return share;
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
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    console.log('\nfidelity: pixels of the demo frame that change when the live demo replaces its stand-in');
    console.log(['library', 'demo', 'light', 'dark', 'frame height before -> after'].join('  |  '));
    for (const d of DEMOS) {
      const cells: string[] = [];
      let heights = '';
      for (const mode of ['light', 'dark'] as const) {
        const before = await frameShot(browser, server.url, d.path, d.id, mode, false);
        const after = await frameShot(browser, server.url, d.path, d.id, mode, true);
        cells.push(`${((await changedShare(browser, before.png, after.png)) * 100).toFixed(1)} %`);
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
