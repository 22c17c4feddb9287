/**
 * The serialized index (`encodeSearchIndex`): one string, so that loading
 * it costs one small JSON.parse and no parse of the big parts at all:
 *
 *     MUIXSEARCH3\n<header JSON>RS<terms>RS<postings>RS<sections>RS<texts>
 *
 * (RS = U+001E). Header: pages, section count and title word count per
 * page. Terms: sorted, one per line. Postings: one line per term, numbers
 * as base-64 varints (5 bits a digit, the sixth marks "more digits"),
 * decoded only for the terms a query touches. Sections: `anchor TAB heading
 * TAB text index` per line; texts (snippet sources): one per line. Lines
 * of sections and texts are found on first use (lib/search/search-index.ts
 * reads them in place with the helpers exported here).
 */
import type { SearchIndexData } from './types';

export const MAGIC = 'MUIXSEARCH3\n';
export const RS = '\u001e';

// Numbers of the serialized form are written in base-64 digits. Postings are varints: a digit
// holds 5 bits, its sixth bit says another digit follows. Tables (offsets, section -> page)
// are fixed-width, 6 bits a digit, so that any entry is read in place without a pass at load.
export const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const DIGIT_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i++) DIGIT_VALUE[DIGITS.charCodeAt(i)] = i;
/** Digits of an offset (into a block) and of an index (page, text) in the tables. */
export const OFFSET = 4;
export const INDEX = 3;

function writeVarint(n: number, out: string[]): void {
  let v = Math.max(0, Math.floor(n));
  while (v >= 32) {
    out.push(DIGITS[32 | (v & 31)]!);
    v = Math.floor(v / 32);
  }
  out.push(DIGITS[v]!);
}

/** A table of non-negative integers below 64^width, `width` digits each. */
function fixedTable(values: readonly number[], width: number, what: string): string {
  const out: string[] = [];
  for (const n of values) {
    if (!(n >= 0 && n < 64 ** width)) throw new Error(`search index: ${what} ${n} does not fit ${width} digits`);
    for (let k = width - 1; k >= 0; k--) out.push(DIGITS[Math.floor(n / 64 ** k) % 64]!);
  }
  return out.join('');
}

/**
 * Entry `i` of a fixed-width table. (Unrolled for the two widths: no loop, a third of the bytecodes. A
 * cold isolate's first search calls it over a thousand times from the dictionary's binary search; the
 * loop made V8 run it long enough in the interpreter to pay an optimizing compile during that search.)
 */
export function fixedAt(table: string, i: number, width: number): number {
  const k = i * width;
  const D = DIGIT_VALUE;
  if (width === OFFSET) return ((D[table.charCodeAt(k)]! * 64 + D[table.charCodeAt(k + 1)]!) * 64 + D[table.charCodeAt(k + 2)]!) * 64 + D[table.charCodeAt(k + 3)]!;
  if (width === INDEX) return (D[table.charCodeAt(k)]! * 64 + D[table.charCodeAt(k + 1)]!) * 64 + D[table.charCodeAt(k + 2)]!;
  let v = 0;
  for (let j = k, end = k + width; j < end; j++) v = v * 64 + D[table.charCodeAt(j)]!;
  return v;
}

/** Parts of the serialized form may not hold these (they separate fields and blocks). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
const clean = (s: string) => s.replace(/[\u0000-\u001f]+/g, ' ');

const ESC = '\u0001';
/**
 * Characters above Latin-1 as ESC and 4 hex digits (the header JSON uses its own \\u escapes):
 * the stored index stays one byte a character, which V8 keeps as a one-byte string, the
 * fastest to scan. Text is cleaned of control characters first, so ESC is unambiguous.
 */
export function narrow(s: string): string {
  return s.replace(/[\u0100-\uffff]/g, (c) => ESC + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** Undoes `narrow`. */
export function widen(s: string): string {
  // eslint-disable-next-line no-control-regex -- U+0001 is the escape character `narrow` writes
  return s.indexOf(ESC) < 0 ? s : s.replace(/\u0001([0-9a-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Start offsets of `parts` laid end to end, plus the end. */
function offsets(parts: readonly string[]): number[] {
  const out = [0];
  for (const p of parts) out.push(out.at(-1)! + p.length);
  return out;
}

/**
 * The serialized index (see the module comment): what the content build
 * stores in KV and `new SearchIndex(text)` reads.
 */
export function encodeSearchIndex(data: SearchIndexData): string {
  const np = data.pages.length;
  const pageFirst = new Array<number>(np + 1).fill(-1);
  data.sections.forEach(([p], s) => {
    if (s > 0 && p < data.sections[s - 1]![0]) throw new Error('search index: sections out of page order');
    if (pageFirst[p] === -1) pageFirst[p] = s;
  });
  pageFirst[np] = data.sections.length;
  for (let p = np - 1; p >= 0; p--) if (pageFirst[p] === -1) pageFirst[p] = pageFirst[p + 1]!;
  // Terms are stored narrowed and in the order of their narrowed form (binary search in place).
  const order = data.terms.map((t, i) => ({ t: narrow(t), i })).sort((a, b) => (a.t < b.t ? -1 : a.t > b.t ? 1 : 0));
  const terms = order.map((o) => o.t);
  const postings = order.map(({ i }) => {
    const out: string[] = [];
    for (const n of data.postings[i]!) writeVarint(n, out);
    return out.join('');
  });
  const sections = data.sections.map(([, anchor, heading]) => narrow(`${clean(anchor)}\t${clean(heading)}`));
  const texts = data.texts.map((t) => narrow(clean(t)));
  const header = JSON.stringify({
    locale: data.locale,
    pages: data.pages,
    titleWords: data.titleWords.map((n) => DIGITS[Math.max(1, Math.min(63, n))]).join(''),
    topics: data.topics.map((t) => clean(t)).join('\n'),
    pageFirst: fixedTable(pageFirst, INDEX, 'section'),
    termOff: fixedTable(offsets(terms), OFFSET, 'terms offset'),
    termPost: fixedTable(offsets(postings), OFFSET, 'postings offset'),
    secLine: fixedTable(offsets(sections), OFFSET, 'sections offset'),
    secText: fixedTable(
      data.sections.map(([, , , t]) => t),
      INDEX,
      'text',
    ),
    textOff: fixedTable(offsets(texts), OFFSET, 'texts offset'),
  }).replace(/[\u0100-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return [MAGIC + header, terms.join(''), postings.join(''), sections.join(''), texts.join('')].join(RS);
}

const TABLE = /^[A-Za-z0-9_-]*$/;

export interface Header {
  locale: string;
  pages: SearchIndexData['pages'];
  titleWords: string;
  topics: string;
  pageFirst: string;
  termOff: string;
  termPost: string;
  secLine: string;
  secText: string;
  textOff: string;
}

export function isHeader(h: unknown): h is Header {
  const o = h as Record<string, unknown> | null;
  if (typeof o !== 'object' || o === null || typeof o.locale !== 'string' || !Array.isArray(o.pages)) return false;
  const np = o.pages.length;
  const tables = ['titleWords', 'pageFirst', 'termOff', 'termPost', 'secLine', 'secText', 'textOff'] as const;
  if (!tables.every((k) => typeof o[k] === 'string' && TABLE.test(o[k])) || typeof o.topics !== 'string') return false;
  const [titleWords, pageFirst, secText, secLine] = [o.titleWords, o.pageFirst, o.secText, o.secLine] as string[];
  const ns = secText!.length / INDEX;
  return titleWords!.length === np && pageFirst!.length === (np + 1) * INDEX && fixedAt(pageFirst!, np, INDEX) === ns && fixedAt(pageFirst!, 0, INDEX) === 0 && secLine!.length === (ns + 1) * OFFSET;
}
