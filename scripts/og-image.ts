/**
 * Link-preview images (Open Graph / Twitter card), one 1200x630 PNG per
 * product, drawn at build time: satori lays the card out with Roboto (the
 * site's font, from @fontsource/roboto; glyphs become SVG paths, so no
 * system font is read) and resvg renders the SVG to PNG. The same inputs
 * give the same bytes; a stamp of the inputs skips the work when nothing
 * changed (npm start rebuilds the worker on every edit).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { CURRENT_VERSION } from '../lib/constants';
import type { ProductId } from '../lib/nav';
import { OG_IMAGE_SIZE, ogImagePath } from '../lib/seo';

const OG_WIDTH = OG_IMAGE_SIZE.width;
const OG_HEIGHT = OG_IMAGE_SIZE.height;

/** The title drawn on each product's image. */
export const OG_LABELS: Record<ProductId, string> = {
  x: 'React components',
  'x-data-grid': 'Data Grid',
  'x-date-pickers': 'Date and Time Pickers',
  'x-charts': 'Charts',
  'x-tree-view': 'Tree View',
};

const BACKGROUND = '#0f1214';
const BRAND = '#0073e6'; // brand[500], ui/theme.ts
const MUTED = '#99ccf3';

const FONT_DIR = fileURLToPath(new URL('../node_modules/@fontsource/roboto/files/', import.meta.url));
const FONT_FILES = { 400: 'roboto-latin-400-normal.woff', 700: 'roboto-latin-700-normal.woff' } as const;

/** A satori element (satori takes React-like objects; no JSX runtime needed in a build script). */
interface El {
  type: string;
  props: { style: Record<string, string | number>; children?: string | El | El[] };
}
const el = (type: string, style: El['props']['style'], children?: El['props']['children']): El => ({ type, props: { style, children } });

/** The card of one product, as satori's element tree. */
function card(product: ProductId): El {
  return el('div', { width: OG_WIDTH, height: OG_HEIGHT, display: 'flex', flexDirection: 'column', background: BACKGROUND, color: '#fff', fontFamily: 'Roboto' }, [
    el('div', { width: OG_WIDTH, height: 16, background: BRAND }),
    el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center', padding: '0 80px' }, [
      el('div', { display: 'flex', alignItems: 'center' }, [
        el('div', { width: 96, height: 96, borderRadius: 16, background: BRAND, display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 64, fontWeight: 700 }, 'X'),
        el('div', { marginLeft: 32, fontSize: 72, fontWeight: 700 }, 'MUI X'),
      ]),
      el('div', { marginTop: 56, fontSize: 88, fontWeight: 700, lineHeight: 1.1 }, OG_LABELS[product]),
      el('div', { marginTop: 32, fontSize: 40, fontWeight: 400, color: MUTED }, `Documentation, v${CURRENT_VERSION}`),
    ]),
  ]);
}

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;

/** The card of one product as SVG (text drawn as paths). */
export async function ogSvg(product: ProductId): Promise<string> {
  fonts ??= ([400, 700] as const).map((weight) => ({ name: 'Roboto', data: readFileSync(join(FONT_DIR, FONT_FILES[weight])), weight, style: 'normal' as const }));
  return satori(card(product) as Parameters<typeof satori>[0], { width: OG_WIDTH, height: OG_HEIGHT, fonts });
}

/** Renders SVG to an RGBA bitmap with resvg (no system fonts: the text is already paths). */
export function rasterize(svg: string): Resvg {
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
}

/** The preview image of one product, as PNG bytes. */
export async function ogImage(product: ProductId): Promise<Buffer> {
  return rasterize(await ogSvg(product))
    .render()
    .asPng();
}

/** What the images are made of: a change to any of it redraws them. */
function inputsStamp(): string {
  const h = createHash('sha256');
  h.update(readFileSync(fileURLToPath(import.meta.url)));
  h.update(CURRENT_VERSION);
  for (const file of Object.values(FONT_FILES)) h.update(readFileSync(join(FONT_DIR, file)));
  return h.digest('hex').slice(0, 16);
}

/** Writes every product's image into `public/og/` (its own folder, rewritten whole), unless its stamp says they are current. */
export async function writeOgImages(root: string): Promise<void> {
  const dir = join(root, 'public', 'og');
  // The stamp lives outside public/: every file there is served.
  const stampFile = join(root, '.cache', 'og-image.stamp');
  const stamp = inputsStamp();
  const products = Object.keys(OG_LABELS) as ProductId[];
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && products.every((p) => existsSync(join(root, 'public', ogImagePath(p))))) return;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const product of products) writeFileSync(join(root, 'public', ogImagePath(product)), await ogImage(product));
  mkdirSync(join(root, '.cache'), { recursive: true });
  writeFileSync(stampFile, stamp);
}
