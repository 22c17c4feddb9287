/**
 * Pixel comparison of a demo's stand-in and its live demo (Node side, PNGs
 * decoded by sharp), shared by bench/standin-fidelity.ts (every demo) and
 * tests/e2e/standin-fidelity.spec.ts (a handful).
 */
import sharp from 'sharp';

/** A channel off by more than this counts as a changed pixel (anti-aliasing and colour rounding stay under it). */
export const CHANNEL_TOLERANCE = 24;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

async function raw(png: Buffer): Promise<Raw> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function differs(a: Raw, b: Raw, x: number, y: number): boolean {
  const inA = x < a.width && y < a.height;
  const inB = x < b.width && y < b.height;
  if (!inA || !inB) return inA !== inB;
  const i = (y * a.width + x) * 4;
  const j = (y * b.width + x) * 4;
  return Math.abs(a.data[i]! - b.data[j]!) > CHANNEL_TOLERANCE || Math.abs(a.data[i + 1]! - b.data[j + 1]!) > CHANNEL_TOLERANCE || Math.abs(a.data[i + 2]! - b.data[j + 2]!) > CHANNEL_TOLERANCE;
}

/**
 * Share of changed pixels between a stand-in and a live shot, over the
 * union of both sizes, leaving out what changed between two live shots and
 * the given boxes.
 */
export async function compareShots(standIn: Buffer, live1: Buffer, live2: Buffer, masks: Rect[]): Promise<{ share: number; masked: number }> {
  const [s, l1, l2] = await Promise.all([raw(standIn), raw(live1), raw(live2)]);
  const w = Math.max(s.width, l2.width);
  const h = Math.max(s.height, l2.height);
  let changed = 0;
  let masked = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const inMask = masks.some((m) => x >= m.x && x < m.x + m.width && y >= m.y && y < m.y + m.height);
      if (inMask || (x < l2.width && y < l2.height && differs(l1, l2, x, y))) {
        masked++;
        continue;
      }
      if (differs(s, l2, x, y)) changed++;
    }
  }
  const counted = w * h - masked;
  return { share: counted > 0 ? changed / counted : 0, masked: masked / (w * h) };
}
