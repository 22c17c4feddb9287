/**
 * The extra font (Inter, on pages whose frontmatter sets `extraFont`:
 * `data-extra-font` on <html>) never delays a first paint. Its stylesheet
 * applies the faces only under `html[data-fonts]`, which the head script
 * sets, adding the stylesheet before first paint, once the files are known
 * to be cached (client/inline/head.ts). Until then this module adds the
 * stylesheet after `load`, when the browser is idle, fetches the faces the
 * page would use and stores the flag: the reader's next such page shows the
 * font from the cache (`font-display: optional`, so it never swaps in
 * late); this one keeps the system font it was painted with.
 */
import { EXTRA_FONT_CSS, STORAGE_KEYS } from '../lib/constants';

const FAMILY = 'Inter';
/** Elements of the page body whose weights decide which faces to fetch. */
const SAMPLE = '.page h1, .page h2, .page h3, .page p, .page strong, .page th, .page a';

/** Weight keyword or number -> the nearest face weight (400, 500, 600, 700). */
export function faceWeight(weight: string): number {
  const n = weight === 'bold' ? 700 : weight === 'normal' ? 400 : Number(weight);
  if (!Number.isFinite(n)) return 400;
  return Math.min(700, Math.max(400, Math.round(n / 100) * 100));
}

/** Whether a face's unicode-range holds the basic Latin letters (the `latin` subset, not `latin-ext`). */
export function coversBasicLatin(unicodeRange: string): boolean {
  return /U\+0{0,4}-0{0,2}FF\b/i.test(unicodeRange);
}

function idle(win: Window, fn: () => void): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(fn, { timeout: 3000 });
  else win.setTimeout(fn, 200);
}

function fetchFaces(doc: Document, win: Window): void {
  const weights = new Set<number>([400]);
  for (const el of [...doc.querySelectorAll(SAMPLE)].slice(0, 200)) weights.add(faceWeight(win.getComputedStyle(el).fontWeight));
  const faces = [...doc.fonts].filter((f) => f.family.replace(/["']/g, '') === FAMILY && weights.has(faceWeight(f.weight)) && coversBasicLatin(f.unicodeRange));
  if (!faces.length) return;
  Promise.all(faces.map((f) => f.load()))
    .then(() => {
      try {
        win.localStorage.setItem(STORAGE_KEYS.fonts, '1');
      } catch {
        // Storage refused: the font is simply not used.
      }
    })
    .catch(() => undefined);
}

/** On a page that asks for the extra font and does not show it yet: fetch it after load for the next pages. */
export function initExtraFont(doc: Document, win: Window): void {
  const root = doc.documentElement;
  if (!root.hasAttribute('data-extra-font') || root.hasAttribute('data-fonts') || !doc.fonts) return;
  const start = () =>
    idle(win, () => {
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = EXTRA_FONT_CSS;
      link.addEventListener('load', () => fetchFaces(doc, win), { once: true });
      doc.head.append(link);
    });
  if (doc.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
