/**
 * Link-preview images (Open Graph / Twitter card), one PNG per product,
 * drawn at build time without fonts or native modules: a 5x7 pixel font
 * scaled up on the brand colours, encoded as an 8-bit RGB PNG. The same
 * inputs give the same bytes (no dates, no randomness).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { CURRENT_VERSION } from '../lib/constants';
import type { ProductId } from '../lib/nav';
import { OG_IMAGE_SIZE, ogImagePath } from '../lib/seo';

const OG_WIDTH = OG_IMAGE_SIZE.width;
const OG_HEIGHT = OG_IMAGE_SIZE.height;

/** The label drawn on each product's image. */
export const OG_LABELS: Record<ProductId, string> = {
  x: 'MUI X',
  'x-data-grid': 'DATA GRID',
  'x-date-pickers': 'DATE AND TIME PICKERS',
  'x-charts': 'CHARTS',
  'x-tree-view': 'TREE VIEW',
};

/** 5x7 glyphs, one string of five bits per row. */
const FONT: Record<string, string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  '.': ['00000', '00000', '00000', '00000', '00000', '01100', '01100'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
};

type Rgb = [number, number, number];
const BACKGROUND: Rgb = [0x0f, 0x12, 0x14];
const BRAND: Rgb = [0x00, 0x73, 0xe6]; // brand[500], ui/theme.ts
const TEXT: Rgb = [0xff, 0xff, 0xff];
const MUTED: Rgb = [0x99, 0xcc, 0xf3];

class Canvas {
  readonly px: Uint8Array;
  constructor(
    readonly w: number,
    readonly h: number,
    bg: Rgb,
  ) {
    this.px = new Uint8Array(w * h * 3);
    this.rect(0, 0, w, h, bg);
  }
  rect(x: number, y: number, w: number, h: number, c: Rgb): void {
    for (let j = Math.max(0, y); j < Math.min(this.h, y + h); j++) {
      for (let i = Math.max(0, x); i < Math.min(this.w, x + w); i++) this.px.set(c, (j * this.w + i) * 3);
    }
  }
  /** Draws text in the pixel font; returns the width drawn. */
  text(x: number, y: number, s: string, scale: number, c: Rgb): number {
    let cx = x;
    for (const ch of s.toUpperCase()) {
      const glyph = FONT[ch] ?? FONT[' ']!;
      glyph.forEach((row, j) => {
        for (let i = 0; i < 5; i++) if (row[i] === '1') this.rect(cx + i * scale, y + j * scale, scale, scale, c);
      });
      cx += 6 * scale;
    }
    return cx - x - scale;
  }
}

/** Width in pixels of `s` in the pixel font at `scale`. */
export function textWidth(s: string, scale: number): number {
  return s.length * 6 * scale - scale;
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** An 8-bit RGB PNG of `rgb` (w * h * 3 bytes, rows top to bottom). */
export function encodePng(w: number, h: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc(h * (w * 3 + 1));
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0; // filter: none
    raw.set(rgb.subarray(y * w * 3, (y + 1) * w * 3), y * (w * 3 + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, no filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', new Uint8Array())]);
}

/** The preview image of one product. */
export function ogImage(product: ProductId): Buffer {
  const c = new Canvas(OG_WIDTH, OG_HEIGHT, BACKGROUND);
  c.rect(0, 0, OG_WIDTH, 16, BRAND);
  c.rect(80, 120, 120, 120, BRAND);
  c.text(80 + 24, 120 + 32, 'X', 8, TEXT);
  c.text(240, 140, 'MUI X', 12, TEXT);
  const label = OG_LABELS[product];
  if (product !== 'x') {
    // The longest label fits at scale 8 (1200 - 2 x 80 px).
    const scale = textWidth(label, 10) <= OG_WIDTH - 160 ? 10 : 8;
    c.text(80, 330, label, scale, TEXT);
  } else {
    c.text(80, 330, 'REACT COMPONENTS', 10, TEXT);
  }
  c.text(80, 500, `DOCUMENTATION V${CURRENT_VERSION}`, 6, MUTED);
  return encodePng(OG_WIDTH, OG_HEIGHT, c.px);
}

/** Writes every product's image into `public/og/` (its own folder, rewritten whole). */
export function writeOgImages(root: string): void {
  const dir = join(root, 'public', 'og');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const product of Object.keys(OG_LABELS) as ProductId[]) writeFileSync(join(root, 'public', ogImagePath(product)), ogImage(product));
}
