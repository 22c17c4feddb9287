/**
 * The serialized index (`encodeSearchIndex`): one string, read in place, so
 * that loading it parses only the page list (a small JSON.parse) and copies
 * nothing else:
 *
 *     MUIXSEARCH5\n<header JSON>RS<titleWords>RS<topics>RS<pageFirst>RS<termOff>RS<termPost>
 *     RS<secLine>RS<secText>RS<textOff>RS<descOff>RS<pageFacts>RS<terms>RS<postings>RS<sections>RS<texts>
 *     RS<descriptions>RS<messages>RS<typoDir>RS<typoIds>
 *
 * (RS = U+001E). Header: the locale, the pages (path, title, product, kind,
 * date when there is one) and the length of each block that follows (so the
 * blocks are cut without a scan). The tables (title word count per page;
 * first section, term, postings, section, text and description offsets; per
 * page, what its path and kind say of it, lib/search/page-facts.ts) are
 * fixed-width base-64 numbers, read in place; topics: one line per page.
 * Terms: sorted, one after another. Postings: numbers as base-64 varints (5
 * bits a digit, the sixth marks "more digits"), decoded only for the terms a
 * query touches. Sections: `anchor TAB heading` each; texts (snippet
 * sources) and page descriptions one after another (lib/search/search-index.ts
 * reads them in place with the helpers exported here). Messages: the message
 * catalogue as JSON (empty when the index has none). The typo table
 * (`typoTable`): the terms of 3 to 63 characters bucketed by length and by
 * each of their first two characters, so that a typo search reads the few
 * buckets a query word's length and first two letters name instead of
 * passing over the dictionary (a cold isolate's first typo search).
 *
 * Cold data stays out of the header, which a cold isolate parses before its
 * first search: the descriptions (half the page list's JSON) are read only
 * for a page shown without a snippet of its own (and by llms.txt), and the
 * catalogue is parsed on the first query that may be a pasted message.
 *
 * The stored text is ASCII (the displayed text escapes every character
 * above ASCII, the dictionary those above Latin-1), so that a text module
 * or KV value of it is handed to V8 as an ASCII string without a copy; the
 * blocks and tables are slices of it: loading allocates little, and a cold
 * isolate's first search pays no garbage collection for it.
 */
import { pageFacts } from './page-facts';
import type { SearchIndexData } from './types';

export const MAGIC = 'MUIXSEARCH6\n';
/** The format before the typo table (its blocks are the first 16 of BLOCKS): still read, its typo searches slower. */
export const MAGIC_5 = 'MUIXSEARCH5\n';
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

/** Digits of a typo table entry: the length (1), the character (2), where the bucket ends in the ids (4). */
export const TYPO_ENTRY = 7;
/** The terms the typo table holds: of these lengths (queries' words are 4 to 48 characters, a typo reaches 2 more or less). */
export const TYPO_MIN = 3;
export const TYPO_MAX = 63;
const ESC_CODE = 0x01;

/**
 * The typo table of the sorted, narrowed `terms`: `dir`, one entry (TYPO_ENTRY digits) per bucket in the
 * order of (length, character), the bucket holding the ids of the terms of that length whose first or second
 * character it is (a term is in one bucket or two); `ids`, each bucket's ids ascending, as varints of the gap
 * from the id before (the first from -1), a bucket's end in `dir`. (An escape is no bucket: a query word
 * holds none, and a term that begins with one, a character above Latin-1, is one no typo of a Latin word
 * can mean.) One edit keeps the first or second character of a word in one of those places, so a typo
 * search reads only the buckets of its word's first two characters (lib/search/search-index.ts `oneEditReach`).
 */
export function typoTable(terms: readonly string[]): { dir: string; ids: string } {
  const buckets = new Map<number, number[]>();
  const put = (len: number, c: number, id: number) => {
    const key = len * 4096 + c;
    const list = buckets.get(key);
    if (list) list.push(id);
    else buckets.set(key, [id]);
  };
  terms.forEach((t, id) => {
    if (t.length < TYPO_MIN || t.length > TYPO_MAX) return;
    const b0 = t.charCodeAt(0);
    if (b0 === ESC_CODE) return;
    const b1 = t.charCodeAt(1);
    put(t.length, b0, id);
    if (b1 !== b0 && b1 !== ESC_CODE) put(t.length, b1, id);
  });
  const entries: string[] = [];
  const ids: string[] = [];
  for (const key of [...buckets.keys()].sort((a, b) => a - b)) {
    let prev = -1;
    for (const id of buckets.get(key)!) {
      writeVarint(id - prev - 1, ids);
      prev = id;
    }
    entries.push(fixedTable([Math.floor(key / 4096)], 1, 'typo length') + fixedTable([key % 4096], 2, 'typo character') + fixedTable([ids.length], 4, 'typo ids offset'));
  }
  return { dir: entries.join(''), ids: ids.join('') };
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

/** `narrow` for displayed text (sections, texts, topics): Latin-1 too, so that the stored index is ASCII. */
export function narrowText(s: string): string {
  return s.replace(/[\u0080-\uffff]/g, (c) => ESC + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** `narrowText` for text stored as it is, control characters kept (page descriptions): ESC itself is escaped too. */
export function narrowAll(s: string): string {
  // eslint-disable-next-line no-control-regex -- U+0001 is the escape character, escaped itself here
  return s.replace(/[\u0001\u0080-\uffff]/g, (c) => ESC + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** Undoes `narrow`, `narrowText` and `narrowAll`. */
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
  const sections = data.sections.map(([, anchor, heading]) => narrowText(`${clean(anchor)}\t${clean(heading)}`));
  const texts = data.texts.map((t) => narrowText(clean(t)));
  const descriptions = data.pages.map((page) => narrowAll(page[4]));
  const typo = typoTable(terms);
  // (The message catalogue, when there is one: a few hundred short lines, parsed on first use.)
  const messages = data.messages?.length ? asciiJson(data.messages.map(([p, w]) => [p, clean(w)])) : '';
  const blocks = [
    data.titleWords.map((n) => DIGITS[Math.max(1, Math.min(63, n))]).join(''),
    narrowText(data.topics.map((t) => clean(t)).join('\n')),
    fixedTable(pageFirst, INDEX, 'section'),
    fixedTable(offsets(terms), OFFSET, 'terms offset'),
    fixedTable(offsets(postings), OFFSET, 'postings offset'),
    fixedTable(offsets(sections), OFFSET, 'sections offset'),
    fixedTable(
      data.sections.map(([, , , t]) => t),
      INDEX,
      'text',
    ),
    fixedTable(offsets(texts), OFFSET, 'texts offset'),
    fixedTable(offsets(descriptions), OFFSET, 'descriptions offset'),
    fixedTable(pageFacts(data.pages), 1, 'page fact'),
    terms.join(''),
    postings.join(''),
    sections.join(''),
    texts.join(''),
    descriptions.join(''),
    messages,
    typo.dir,
    typo.ids,
  ];
  // (The header's pages without their descriptions: path, title, product, kind, and the date when there is one.)
  const pages = data.pages.map(([path, title, product, kind, , date]) => (date ? [path, title, product, kind, date] : [path, title, product, kind]));
  const header = asciiJson({ locale: data.locale, pages, blocks: blocks.map((b) => b.length) });
  // (Every table is base-64 digits by construction; checked here, once, so that the worker need not scan
  // about 190 KB of them on an isolate's first search: `isHeader` checks their lengths and ends only.)
  if (!TABLES.every((b) => TABLE.test(blocks[BLOCKS.indexOf(b)]!))) throw new Error('search index: a table holds a character that is not a digit');
  return [MAGIC + header, ...blocks].join(RS);
}

/** JSON with every character above ASCII as a `\\u` escape (the stored index is ASCII). */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const TABLE = /^[A-Za-z0-9_-]*$/;

/** True when entry `i` of a table of `width` digits is all digits. */
export function digitsAt(table: string, i: number, width: number): boolean {
  for (let k = i * width; k < (i + 1) * width; k++) if (!(DIGIT_VALUE[table.charCodeAt(k)]! >= 0)) return false;
  return true;
}

/** The blocks after the header JSON, in order (see the module comment). */
export const BLOCKS = [
  'titleWords',
  'topics',
  'pageFirst',
  'termOff',
  'termPost',
  'secLine',
  'secText',
  'textOff',
  'descOff',
  'pageFacts',
  'terms',
  'postings',
  'sections',
  'texts',
  'descriptions',
  'messages',
  'typoDir',
  'typoIds',
] as const;

/** The blocks that are tables of base-64 digits. */
const TABLES: readonly (typeof BLOCKS)[number][] = ['titleWords', 'pageFirst', 'termOff', 'termPost', 'secLine', 'secText', 'textOff', 'descOff', 'pageFacts', 'typoDir', 'typoIds'];

/** A page as the header lists it: path, title, product, kind, and the frontmatter date when it has one (its description is in a block). */
export type HeaderPage = [string, string, SearchIndexData['pages'][number][2], 'guide' | 'api', string?];

/** The header JSON. */
export interface HeaderJson {
  locale: string;
  pages: HeaderPage[];
  /** Length of each block of BLOCKS. */
  blocks: number[];
}

/** The index's header and tables (slices of the stored text). */
export interface Header {
  locale: string;
  pages: HeaderPage[];
  titleWords: string;
  topics: string;
  pageFirst: string;
  termOff: string;
  termPost: string;
  secLine: string;
  secText: string;
  textOff: string;
  descOff: string;
  /** Per page, two digits: `pageFacts`. */
  pageFacts: string;
}

/** How many of BLOCKS an index of the format before the typo table holds (MAGIC_5). */
export const BLOCKS_5 = BLOCKS.indexOf('typoDir');

/** True when `h` is a header JSON listing `blocks` blocks (all of BLOCKS; BLOCKS_5 for the format before). */
export function isHeaderJson(h: unknown, blocks: number = BLOCKS.length): h is HeaderJson {
  const o = h as Record<string, unknown> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.locale === 'string' &&
    Array.isArray(o.pages) &&
    Array.isArray(o.blocks) &&
    o.blocks.length === blocks &&
    o.blocks.every((n) => Number.isInteger(n) && n >= 0)
  );
}

/**
 * True when the tables of `h` are well formed and agree on the page and section counts. (Cheap: their
 * lengths, and the digits of each one's first and last entries; `encodeSearchIndex` checked every digit
 * at build time. A table cut, shifted or spliced into a block of another kind fails here; the callers
 * check the end offsets against the blocks.)
 */
export function isHeader(h: Header): boolean {
  const np = h.pages.length;
  const tables: [string, number][] = [
    [h.titleWords, 1],
    [h.pageFirst, INDEX],
    [h.termOff, OFFSET],
    [h.termPost, OFFSET],
    [h.secLine, OFFSET],
    [h.secText, INDEX],
    [h.textOff, OFFSET],
    [h.descOff, OFFSET],
    [h.pageFacts, 2],
  ];
  for (const [t, width] of tables) {
    const n = t.length / width;
    if (!Number.isInteger(n) || (n > 0 && !(digitsAt(t, 0, width) && digitsAt(t, n - 1, width)))) return false;
  }
  const { titleWords, pageFirst, secText, secLine } = h;
  const ns = secText.length / INDEX;
  return (
    titleWords.length === np &&
    pageFirst.length === (np + 1) * INDEX &&
    fixedAt(pageFirst, np, INDEX) === ns &&
    fixedAt(pageFirst, 0, INDEX) === 0 &&
    secLine.length === (ns + 1) * OFFSET &&
    h.descOff.length === (np + 1) * OFFSET &&
    h.pageFacts.length === np * 2
  );
}
