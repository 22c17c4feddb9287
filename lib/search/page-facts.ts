/**
 * What each page says of itself by its path and kind: an API page, a migration guide of an earlier
 * version, a collection of demos, an overview (other pages sit under its path), and its depth. The
 * index build works them out (`pageFacts`, stored by `encodeSearchIndex` as the `pageFacts` table, two
 * digits a page) so that a cold isolate reads them instead of deriving them from every path at load
 * (a map of the paths, a regexp and a scan per page, run once and so in V8's interpreter).
 */
import { ARCHIVE_PATH } from './ranking';

/** Pages that collect demos of several features (`line-demo`, `demos/real-time-data`). */
export const COLLECTION_PATH = /-demo$|\/demos\//;

/** Bits of a page's first digit. Overview: 1 when other pages sit under its path, 2 for a product's start page (bits 3-4). */
export const FACT_API = 1;
export const FACT_ARCHIVE = 2;
export const FACT_COLLECTION = 4;
export const FACT_OVERVIEW_SHIFT = 3;

/** Path segments: a shallower page is the more general one. */
export function depthOf(path: string): number {
  // (Its slashes counted by the indexOf builtin, a step per segment: no array of segments made per page.)
  const hash = path.indexOf('#');
  const end = hash < 0 ? path.length : hash;
  let n = 0;
  for (let i = path.indexOf('/'); i >= 0 && i < end; i = path.indexOf('/', i + 1)) n++;
  return n;
}

/** Per page, two numbers below 64: its facts' bits (above) and its path's depth (`depthOf`). */
export function pageFacts(pages: readonly (readonly [string, string, string, string, ...unknown[]])[]): number[] {
  const np = pages.length;
  const bits = new Array<number>(np).fill(0);
  const depth = pages.map(([path]) => depthOf(path));
  const byPath = new Map<string, number>();
  pages.forEach(([path, , , kind], i) => {
    byPath.set(path, i);
    bits[i] = (kind === 'api' ? FACT_API : 0) | (path.startsWith(ARCHIVE_PATH) ? FACT_ARCHIVE : 0) | (COLLECTION_PATH.test(path) ? FACT_COLLECTION : 0);
  });
  const overview = new Array<number>(np).fill(0);
  pages.forEach(([path], i) => {
    const parent = byPath.get(path.slice(0, path.lastIndexOf('/')));
    // A product's start page (every page of the product sits under it) is the overview of the product
    // only, when the query names nothing else (`DataGrid`) or is one of its titles (`overview`): 2.
    if (parent !== undefined) overview[parent] = depth[i]! > 3 ? 1 : 2;
  });
  return bits.flatMap((b, i) => [b | (overview[i]! << FACT_OVERVIEW_SHIFT), depth[i]!]);
}
