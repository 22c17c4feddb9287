/**
 * Fills React's output at its markers with bytes: the page shell is rendered
 * around markers where the inline stylesheet, the nav and the body go, and
 * their bytes (the stylesheet and the nav encoded once per isolate, the body
 * read from KV as an ArrayBuffer, up to 1.3 MB) pass in their place without
 * ever being decoded into a string, or going through a stream, in the
 * worker.
 */

import { concatBytes } from '../lib/bytes';

/** The marker the shell carries where the body goes: control characters never appear in rendered HTML. */
export const BODY_MARK = '\u0001body\u0001';

/** The marker the shell carries where the inline site stylesheet goes (encoded once per isolate). */
export const CSS_MARK = '\u0001css\u0001';

const enc = new TextEncoder();

/**
 * The shell's HTML as one byte array with each mark replaced by its bytes:
 * the nav, the inline stylesheet and the body (read from KV as bytes) are
 * copied in as they are, and only the shell's own text between the marks is
 * encoded per request. `lead` goes first (the doctype). Each mark is
 * replaced where it first comes, in the order given (the order they stand
 * in the document); a mark that is absent adds nothing, and text after the
 * last mark passes unchanged. One array, not a stream of pieces: a
 * Response answers it with no stream work in the isolate.
 */
export function fillMarks(html: string, fills: readonly (readonly [mark: string, bytes: readonly Uint8Array[]])[], lead?: Uint8Array): Uint8Array {
  const pieces: Uint8Array[] = lead ? [lead] : [];
  let from = 0;
  for (const [mark, bytes] of fills) {
    const at = html.indexOf(mark, from);
    if (at === -1) continue;
    if (at > from) pieces.push(enc.encode(html.slice(from, at)));
    pieces.push(...bytes);
    from = at + mark.length;
  }
  if (from < html.length) pieces.push(enc.encode(html.slice(from)));
  return concatBytes(pieces);
}

/** The marker the shell carries where the sidebar's nav HTML goes. */
export const NAV_MARK = '\u0001nav\u0001';

/** Nav HTML encoded once, with the byte offsets where a page's marks go. */
interface EncodedNav {
  bytes: Uint8Array;
  /** href -> offset of the `>` closing its first `<a href="...">`. */
  links: Map<string, number>;
  /** nav group -> offset just after `<details` of its group. */
  groups: Map<string, number>;
}

const encodedNavs = new Map<string, EncodedNav>();
const CURRENT = enc.encode(' aria-current="page"');
const OPEN = enc.encode(' open=""');

function encodeNav(html: string): EncodedNav {
  const found: [number, 'link' | 'group', string][] = [];
  for (const m of html.matchAll(/<a href="([^"]*)">/g)) found.push([m.index + m[0].length - 1, 'link', m[1]!]);
  for (const m of html.matchAll(/<details data-nav-group="([^"]*)"/g)) found.push([m.index + '<details'.length, 'group', m[1]!]);
  found.sort((a, b) => a[0] - b[0]);
  const links = new Map<string, number>();
  const groups = new Map<string, number>();
  let chars = 0;
  let bytes = 0;
  for (const [at, kind, name] of found) {
    bytes += enc.encode(html.slice(chars, at)).length;
    chars = at;
    const into = kind === 'link' ? links : groups;
    if (!into.has(name)) into.set(name, bytes);
  }
  return { bytes: enc.encode(html), links, groups };
}

/**
 * The nav as byte pieces for one page: the nav encoded once per isolate
 * and locale, cut where the current link gets `aria-current` and its
 * ancestor groups `open` (the same HTML as ui/NavTree's markCurrent),
 * without building a string per request.
 */
export function navPieces(html: string, href: string, ancestors: readonly string[]): Uint8Array[] {
  let nav = encodedNavs.get(html);
  if (!nav) {
    // One nav per locale; a new one (npm start's rebuild) replaces the set.
    if (encodedNavs.size >= 4) encodedNavs.clear();
    nav = encodeNav(html);
    encodedNavs.set(html, nav);
  }
  const inserts: [number, Uint8Array][] = [];
  const link = nav.links.get(href);
  if (link !== undefined) inserts.push([link, CURRENT]);
  for (const group of new Set(ancestors)) {
    const g = nav.groups.get(group);
    if (g !== undefined) inserts.push([g, OPEN]);
  }
  inserts.sort((a, b) => a[0] - b[0]);
  const pieces: Uint8Array[] = [];
  let from = 0;
  for (const [at, text] of inserts) {
    pieces.push(nav.bytes.subarray(from, at), text);
    from = at;
  }
  pieces.push(nav.bytes.subarray(from));
  return pieces;
}
