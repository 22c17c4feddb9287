/**
 * Splices bytes into React's output at a marker: the page shell is
 * rendered around markers where the nav and the body go, and their bytes
 * (the nav encoded once per isolate, the body read from KV as an
 * ArrayBuffer, up to 1.3 MB) pass in their place without ever being decoded
 * into a string in the worker.
 */

/** The marker the shell carries where the body goes: control characters never appear in rendered HTML. */
export const BODY_MARK = '\u0001body\u0001';

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** Whether `buf` from `at` on is the start of `needle` (cut off by the end of `buf`, or whole). */
function startsAt(buf: Uint8Array, at: number, needle: Uint8Array): boolean {
  for (let j = 0; j < needle.length && at + j < buf.length; j++) if (buf[at + j] !== needle[j]) return false;
  return true;
}

/**
 * A transform that passes `outer` through and, at the first `mark`, the
 * whole of `inner` instead of the mark. When the mark never comes, `inner`
 * is cancelled and the outer bytes pass unchanged; an error of `inner`
 * errors the result (a cut page is never taken for a whole one).
 *
 * The mark starts with a byte that rendered HTML never holds (a control
 * character), so a chunk without that byte passes as it is, found by one
 * native scan: no copy, no promise. Only a mark cut across chunks is held
 * back until the next chunk tells.
 */
export function spliceAt(mark: string, inner: ReadableStream<Uint8Array>): TransformStream<Uint8Array, Uint8Array> {
  const needle = new TextEncoder().encode(mark);
  const first = needle[0]!;
  let held: Uint8Array | undefined;
  let done = false;
  const pour = async (controller: TransformStreamDefaultController<Uint8Array>) => {
    const reader = inner.getReader();
    for (;;) {
      const { value, done: end } = await reader.read();
      if (end) break;
      controller.enqueue(value);
    }
  };
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (done) return controller.enqueue(chunk);
      const buf = held ? concat(held, chunk) : chunk;
      held = undefined;
      let at = buf.indexOf(first);
      // A lone first byte that is not the mark's start passes (it cannot be in rendered HTML, but be exact).
      while (at !== -1 && !startsAt(buf, at, needle)) at = buf.indexOf(first, at + 1);
      if (at === -1) return controller.enqueue(buf);
      if (buf.length - at < needle.length) {
        // The mark may go on in the next chunk.
        if (at > 0) controller.enqueue(buf.subarray(0, at));
        held = buf.slice(at);
        return;
      }
      done = true;
      if (at > 0) controller.enqueue(buf.subarray(0, at));
      const rest = buf.subarray(at + needle.length);
      return pour(controller).then(() => {
        if (rest.length) controller.enqueue(rest);
      });
    },
    async flush(controller) {
      if (held) controller.enqueue(held);
      if (!done) await inner.cancel().catch(() => undefined);
    },
  });
}

/** The marker the shell carries where the sidebar's nav HTML goes. */
export const NAV_MARK = '\u0001nav\u0001';

/** A stream of the given byte pieces, in order. */
export function streamOf(pieces: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of pieces) if (p.length) controller.enqueue(p);
      controller.close();
    },
  });
}

/** Nav HTML encoded once, with the byte offsets where a page's marks go. */
interface EncodedNav {
  bytes: Uint8Array;
  /** href -> offset of the `>` closing its first `<a href="...">`. */
  links: Map<string, number>;
  /** nav group -> offset just after `<details` of its group. */
  groups: Map<string, number>;
}

const encodedNavs = new Map<string, EncodedNav>();
const enc = new TextEncoder();
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
