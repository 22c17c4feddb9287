/**
 * `npm run demo-pictures`: takes the build-time pictures of the demos whose
 * stand-in cannot be drawn without a browser (demo-pictures.ts). Run it
 * after `npm run build` when the build log says a picture is missing or
 * stale, and commit content/demo-pictures/.
 *
 * Serves the production build on 127.0.0.1, finds the frames of the
 * English pages that show the skeleton or a picture and the demos the
 * manifest lists (or takes the ids given as arguments: a demo whose drawn
 * stand-in cannot show its first state, such as data an effect loads, is
 * listed that way and keeps its picture from then on), and opens each page in Chromium as a reader on a
 * desktop (reader UA, 1280 px) in the light and the dark scheme. Once the
 * demo is mounted, its fonts loaded and two shots in a row are the same
 * (a chart's entry animation has ended), the licence watermark is hidden
 * and the frame's content box, the demo's own box, is shot. The PNG is
 * encoded as WebP by the same Chromium (a canvas, no image library) and
 * written with the manifest entry: size, source file and pictureSourceHash.
 *
 * Usage: npm run build && npm run demo-pictures [-- <demo id>...]
 *   PICTURES_PORT (8846), PICTURE_QUALITY (0.9, WebP), CHROME_PATH
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { joinPageRecords } from '../../lib/page-record';
import { READER_UA } from '../../tests/e2e/stub-servers';
import { serve } from '../serve';
import { PICTURES_DIR, pictureSourceHash, readPictureManifest, type PictureEntry, type Scheme } from './demo-pictures';
import { CHROMIUM_ARGS } from '../chromium-args';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..', '..');
const PORT = Number(process.env.PICTURES_PORT ?? 8846);
const QUALITY = Number(process.env.PICTURE_QUALITY ?? 0.9);
const VIEWPORT = { width: 1280, height: 900 };
/** Shots of a settling demo before giving up on two equal ones. */
const MAX_SHOTS = 20;

interface Job {
  id: string;
  path: string;
  /** The demo's system source, relative to the root. */
  file: string;
}

/** The demos to picture: those named, else every frame of an English page built with a skeleton or a picture, and those the manifest lists. */
function jobs(only: string[], listed: ReadonlySet<string>): Job[] {
  const entries = JSON.parse(readFileSync(join(ROOT, 'dist', 'kv-bulk.json'), 'utf8')) as { key: string; value: string }[];
  const out = new Map<string, Job>();
  for (const r of joinPageRecords(entries)) {
    if (r.locale !== 'en' || !r.demos?.length) continue;
    for (const d of r.demos) {
      if (out.has(d.id)) continue;
      const frame = new RegExp(`<div class="demo" id="${d.id}"[^>]*><div class="demo-frame"[^>]*><div class="standin standin-(?:skeleton|picture)"`);
      if (only.length ? !only.includes(d.id) : !frame.test(r.html) && !listed.has(d.id)) continue;
      const file = join('content', 'pages', r.path.replace(/^\/x\/?/, ''), d.file);
      if (!existsSync(join(ROOT, file))) throw new Error(`${d.id}: source ${file} not found`);
      out.set(d.id, { id: d.id, path: r.path, file });
    }
  }
  for (const id of only) if (!out.has(id)) throw new Error(`${id}: no such demo in dist/kv-bulk.json (run npm run build)`);
  return [...out.values()];
}

/** The frame's content box in page pixels (the demo's box), and the licence watermark hidden. */
async function prepare(page: Page, id: string): Promise<{ x: number; y: number; width: number; height: number }> {
  const frame = page.locator(`[id="${id}"] [data-demo-frame]`);
  await frame.scrollIntoViewIfNeeded();
  await frame.and(page.locator('[data-demo-mounted]')).waitFor({ timeout: 30_000 });
  if (await page.locator(`[id="${id}"] [data-demo-error]`).count()) throw new Error(`${id}: the demo failed to render`);
  return frame.evaluate(async (el: HTMLElement) => {
    await document.fonts.ready;
    for (const e of el.querySelectorAll<HTMLElement>('div, span')) {
      if (e.childElementCount === 0 && /^MUI X (Missing|Invalid|Expired|Out of scope)/.test(e.textContent ?? '')) e.style.visibility = 'hidden';
    }
    // A whole page pixel, as bench/standin-fidelity.ts shoots frames: text is rasterised as the reader sees it.
    const before = el.getBoundingClientRect();
    el.style.top = `${Math.round(before.top + scrollY) - (before.top + scrollY)}px`;
    el.style.left = `${Math.round(before.left + scrollX) - (before.left + scrollX)}px`;
    const box = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    // No helper function here: the bundler would name it with a helper the page does not have.
    const [bl, bt, pl, pt, pr, pb] = [cs.borderLeftWidth, cs.borderTopWidth, cs.paddingLeft, cs.paddingTop, cs.paddingRight, cs.paddingBottom].map((v) => parseFloat(v) || 0) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    return {
      x: Math.round(box.left + scrollX + bl + pl),
      y: Math.round(box.top + scrollY + bt + pt),
      width: Math.round(el.clientWidth - pl - pr),
      height: Math.round(el.clientHeight - pt - pb),
    };
  });
}

/** The demo's box, once two shots in a row are the same. */
async function stableShot(page: Page, clip: { x: number; y: number; width: number; height: number }): Promise<Buffer> {
  let last: Buffer | undefined;
  for (let i = 0; i < MAX_SHOTS; i++) {
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 1000 })))));
    const shot = await page.screenshot({ clip, fullPage: true, animations: 'disabled', caret: 'hide' });
    if (last?.equals(shot)) return shot;
    last = shot;
  }
  throw new Error(`the demo was still changing after ${MAX_SHOTS} shots`);
}

/** PNG -> WebP in Chromium. */
async function toWebp(encoder: Page, png: Buffer): Promise<Buffer> {
  const b64 = await encoder.evaluate(
    async ({ data, quality }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext('2d')!.drawImage(img, 0, 0);
      return canvas.toDataURL('image/webp', quality).split(',')[1]!;
    },
    { data: png.toString('base64'), quality: QUALITY },
  );
  const webp = Buffer.from(b64, 'base64');
  if (webp.subarray(8, 12).toString('latin1') !== 'WEBP') throw new Error('this Chromium cannot encode WebP');
  return webp;
}

async function main(): Promise<void> {
  const manifest = readPictureManifest(ROOT);
  const todo = jobs(process.argv.slice(2), new Set(Object.keys(manifest)));
  if (!todo.length) {
    console.log('demo-pictures: no demo needs a picture');
    return;
  }
  const dir = join(ROOT, PICTURES_DIR);
  mkdirSync(dir, { recursive: true });
  const server = await serve({ port: PORT, persist: false });
  await server.seed();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS] });
  try {
    const encoder = await browser.newPage();
    const contexts = new Map<Scheme, BrowserContext>();
    for (const scheme of ['light', 'dark'] as const) {
      const c = await browser.newContext({ viewport: VIEWPORT, userAgent: READER_UA, deviceScaleFactor: 1, colorScheme: scheme });
      await c.addInitScript((m) => localStorage.setItem('mui-mode', m), scheme);
      contexts.set(scheme, c);
    }
    for (const job of todo) {
      const entry: Partial<PictureEntry> = { file: job.file, source: pictureSourceHash(ROOT, join(ROOT, job.file)) };
      for (const scheme of ['light', 'dark'] as const) {
        const page = await contexts.get(scheme)!.newPage();
        try {
          await page.goto(server.url + job.path, { waitUntil: 'load' });
          const clip = await prepare(page, job.id);
          const png = await stableShot(page, clip);
          const webp = await toWebp(encoder, png);
          const name = `${job.id}-${scheme}.webp`;
          writeFileSync(join(dir, name), webp);
          entry[scheme] = name;
          entry.width = clip.width;
          entry.height = clip.height;
          console.log(`${job.id} ${scheme}: ${clip.width}x${clip.height}, WebP ${webp.length} bytes (PNG ${png.length})`);
        } finally {
          await page.close();
        }
      }
      manifest[job.id] = entry as PictureEntry;
    }
  } finally {
    await browser.close();
    await server.dispose();
  }
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`demo-pictures: ${todo.length} demos pictured in ${PICTURES_DIR}; commit it and run npm run build`);
}

main().catch((e: Error) => {
  console.error(e.stack ?? e.message);
  process.exit(1);
});
