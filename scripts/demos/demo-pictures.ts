/**
 * Build-time pictures of demos whose stand-in cannot be drawn without a
 * browser (standins.ts would give them the skeleton: the render throws,
 * paints nothing, or passes STANDIN_MAX_BYTES), and of demos listed in the
 * manifest because their drawn stand-in cannot show their first state
 * (data an effect loads). `npm run demo-pictures`
 * (scripts/demos/pictures.ts) screenshots each such live demo in Chromium,
 * light and dark, into content/demo-pictures/ with a manifest keyed by demo
 * id and the hash of the demo's sources; the pictures are committed, so a
 * build (`npm start`, CI) needs no browser.
 *
 * At build time such a demo with a picture of its current sources shows
 * the picture in place of the skeleton or the drawn stand-in: the files are copied to `public/pictures/`
 * under a content-hashed name (cached for a year, public/_headers), and the
 * frame gets two `<img>` (one per colour scheme, the other `display:none`,
 * so lazy loading never fetches it) with width and height. A picture of
 * older sources is not used (the skeleton or the drawn stand-in stays)
 * and the build log says so; demo-pictures.test.ts fails on it.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { escapeHtml } from '../../lib/html';
import { readDemoGraph } from './analyze';

/** Bump when the way pictures are taken changes (all pictures then need taking again). */
const PICTURE_VERSION = '1';
/** Committed pictures and their manifest, relative to the root. */
export const PICTURES_DIR = 'content/demo-pictures';
/** Where the build puts them for the site (a folder of its own: the client build prunes public/build). */
export const PUBLIC_PICTURES_DIR = 'public/pictures';
/** Their public URL prefix. */
export const PICTURES_URL = '/pictures/';

export type Scheme = 'light' | 'dark';

/** One demo's entry in content/demo-pictures/manifest.json. */
export interface PictureEntry {
  /** The demo's system source, relative to the root. */
  file: string;
  /** pictureSourceHash of the sources the pictures show. */
  source: string;
  /** CSS pixels (the demo's box at 1280 px). */
  width: number;
  height: number;
  /** File names in PICTURES_DIR. */
  light: string;
  dark: string;
}

export type PictureManifest = Record<string, PictureEntry>;

/** A picture as the page uses it. */
export interface Picture {
  width: number;
  height: number;
  light: string;
  dark: string;
}

/**
 * The hash of what a picture shows: the demo and every local module it
 * imports (path and contents), and the versions of the MUI packages the
 * site pins. The lockfile is left out: an unrelated install must not make
 * every picture stale.
 */
export function pictureSourceHash(root: string, file: string): string {
  const h = createHash('sha256').update(`${PICTURE_VERSION}\0`);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  for (const [name, version] of Object.entries(pkg.dependencies ?? {}).sort()) if (name.startsWith('@mui/')) h.update(`${name}@${version}\0`);
  const graph = readDemoGraph(root, file);
  for (const f of [...graph.files].sort()) h.update(relative(root, f)).update('\0').update(graph.contents.get(f)!).update('\0');
  return h.digest('hex').slice(0, 12);
}

export function readPictureManifest(root: string): PictureManifest {
  const file = join(root, PICTURES_DIR, 'manifest.json');
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as PictureManifest;
}

/** Why a demo's picture cannot be used, or undefined when it can. */
export function pictureProblem(root: string, id: string, file: string, entry: PictureEntry | undefined): string | undefined {
  if (!entry) return `${id}: no picture (run npm run demo-pictures)`;
  for (const scheme of ['light', 'dark'] as const) if (!existsSync(join(root, PICTURES_DIR, entry[scheme]))) return `${id}: ${PICTURES_DIR}/${entry[scheme]} is missing`;
  const now = pictureSourceHash(root, file);
  if (now !== entry.source) return `${id}: its picture is stale (taken of sources ${entry.source}, now ${now}; run npm run demo-pictures)`;
  return undefined;
}

/**
 * The pictures of these demos (id -> system source file) that show their
 * current sources, copied to public/pictures/ under content-hashed names
 * (with `prune`, a full build's, files of pictures not in use go). Logs each demo
 * without a usable picture. `manifest`: one the caller has read already.
 */
export function picturesFor(
  root: string,
  demos: ReadonlyMap<string, string>,
  log: (s: string) => void = () => undefined,
  options: { prune?: boolean; manifest?: PictureManifest } = {},
): Map<string, Picture> {
  const manifest = options.manifest ?? readPictureManifest(root);
  const out = new Map<string, Picture>();
  const outDir = join(root, PUBLIC_PICTURES_DIR);
  const keep = new Set<string>();
  for (const [id, file] of [...demos].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const entry = manifest[id];
    const problem = pictureProblem(root, id, file, entry);
    if (problem || !entry) {
      log(`stand-ins: ${problem}`);
      continue;
    }
    const urls = {} as Record<Scheme, string>;
    for (const scheme of ['light', 'dark'] as const) {
      const src = join(root, PICTURES_DIR, entry[scheme]);
      const hash = createHash('sha256').update(readFileSync(src)).digest('hex').slice(0, 10);
      const name = entry[scheme].replace(/(\.[a-z]+)$/, `-${hash}$1`);
      mkdirSync(outDir, { recursive: true });
      if (!existsSync(join(outDir, name))) copyFileSync(src, join(outDir, name));
      keep.add(name);
      urls[scheme] = PICTURES_URL + name;
    }
    out.set(id, { width: entry.width, height: entry.height, ...urls });
  }
  // A full build knows every picture in use; the files of older pictures go.
  if (options.prune && existsSync(outDir)) for (const f of readdirSync(outDir)) if (!keep.has(f)) rmSync(join(outDir, f), { force: true });
  return out;
}

/**
 * The frame's stand-in for a picture: one `<img>` per scheme (CSS shows the
 * reader's, ui/demo-styles.ts), the size it was taken at, scaled down with
 * the frame on narrower screens. Not inert or hidden: its alt text tells a
 * screen reader what is there until the demo loads.
 */
export function pictureMarkup(p: Picture, alt: string): string {
  const img = (scheme: Scheme) => `<img class="standin-${scheme}" src="${escapeHtml(p[scheme])}" width="${p.width}" height="${p.height}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async">`;
  return `<div class="standin standin-picture" data-standin="picture">${img('light')}${img('dark')}</div>`;
}
