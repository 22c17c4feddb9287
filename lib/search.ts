/**
 * The search engine: tokenizer, index format and queries. The content build
 * tokenizes with it (scripts/search/build-index.ts makes the index,
 * `encodeSearchIndex` writes it); the worker loads the index once per
 * isolate and queries it here. Pure: no platform APIs, no imports outside lib.
 *
 * Ranking: pages that match more query words come first; then a title hit
 * (1000) beats a heading hit (100), which beats a prop name (60), which
 * beats any body text (at most 14). A page's titles are its own title, its
 * nav title and the words of its path slug (`/x/react-date-pickers/localization`
 * is titled "localization" too). Exact words count fully, other forms
 * (plural, -ed, -ing) 0.95, prefixes 0.7, one-edit typos 0.6 (only for
 * words the dictionary does not know well), typo'd prefixes 0.45. A title
 * that the query covers (`sorting` for "Sorting") adds up to 300. The
 * reader's product weighs 1.5x; API pages 0.9x, so a guide wins a tie.
 * One result per page, pointing at its best-matching section.
 *
 * Chinese (and other CJK) text has no spaces: a run of CJK characters is
 * indexed as its character bigrams (`排序规则` -> 排序, 序规, 规则), a lone
 * character as itself; a query is cut the same way, and a one-character
 * query matches the bigrams it starts.
 *
 * Serialized form (`encodeSearchIndex`): one string, so that loading it
 * costs one small JSON.parse and no parse of the big parts at all:
 *
 *     MUIXSEARCH3\n<header JSON>RS<terms>RS<postings>RS<sections>RS<texts>
 *
 * (RS = U+001E). Header: pages, section count and title word count per
 * page. Terms: sorted, one per line. Postings: one line per term, numbers
 * as base-64 varints (5 bits a digit, the sixth marks "more digits"),
 * decoded only for the terms a query touches. Sections: `anchor TAB heading
 * TAB text index` per line; texts (snippet sources): one per line. Lines
 * of sections and texts are found on first use.
 */
import { PRODUCTS, type ProductId } from './products';

/** A section of a page given to the index builder. */
export interface SearchSectionInput {
  /** Heading anchor, '' for the text before the first heading. */
  anchor: string;
  /** Heading text, '' for the intro. */
  heading: string;
  /** Plain text of the section. */
  text: string;
  /** The heading is an API prop / member name. */
  prop?: boolean;
}

/** A page given to the index builder. */
export interface SearchDocInput {
  path: string;
  title: string;
  description: string;
  product: ProductId;
  kind: 'guide' | 'api';
  /** Other names of the page that count as its title (nav title, slug words). */
  aliases?: string[];
  /** Frontmatter `date` (YYYY-MM-DD), when the page has one. */
  date?: string;
  /** The intro first (anchor ''), then one per heading. */
  sections: SearchSectionInput[];
}

/** The index as the builder makes it (encodeSearchIndex serializes it). */
export interface SearchIndexData {
  v: 3;
  /** Language of the indexed text. */
  locale: string;
  /** [path, title, product, kind, description, date?] (date: frontmatter `date`, for the sitemap) */
  pages: [string, string, ProductId, 'guide' | 'api', string, string?][];
  /** Per page: the words of its own title, for title coverage. */
  titleWords: number[];
  /** Per page: its titles (own, aliases) as query words joined by spaces, `|` between titles. */
  topics: string[];
  /**
   * [page index, anchor, heading, index in `texts`]; a page's sections are
   * contiguous and every page has at least one. The anchor `*` stands for `prop-<heading>`.
   */
  sections: [number, string, string, number][];
  /** Snippet texts, each once (props shared by several components repeat a lot). */
  texts: string[];
  /** The dictionary, sorted. */
  terms: string[];
  /** Per term: [n, title page deltas x n, then (section delta, weight) pairs], integers >= 0. */
  postings: number[][];
}

/** One answer of a query. */
export interface SearchResult {
  /** Page path, with `#anchor` when a section matched. */
  path: string;
  title: string;
  /** The matched heading, or null when the page as a whole matched. */
  heading: string | null;
  product: ProductId;
  snippet: string;
}

export interface SearchOptions {
  /** The reader's current product: its pages rank higher. */
  product?: ProductId;
  /** Keep only pages of `product` instead of boosting them. */
  only?: boolean;
  /** At most this many results (default and cap 20). */
  limit?: number;
}

/** Longer queries are cut to this many characters. */
export const MAX_QUERY_LENGTH = 200;
/** Most results a query returns. */
export const MAX_RESULTS = 20;
const MAX_TOKENS = 8;
const MAX_TERM = 48;
/** Field weights of the index (see the module comment). */
export const WEIGHTS = { title: 1000, heading: 100, prop: 60, description: 8, product: 3 } as const;
const F = { exact: 1, inflection: 0.95, prefix: 0.7, prefixOfWord: 0.004, typo: 0.6, typoPrefix: 0.45 } as const;
const PRODUCT_BOOST = 1.5;
/** A known word with fewer posting numbers than this may still be a typo (`licence`). */
const RARE = 8;
/** A word with at least this many posting numbers is common: its prefix completions are capped. */
const COMMON = 64;
const API_FACTOR = 0.9;
/** Bonus of a page whose title the query covers, in full (or in part: `sorting` for "Data Grid - Sorting")... */
const COVERAGE = 300;
/** ...and of a page one of whose titles the query is. */
const TOPIC = 500;
const SNIPPET = 180;
const STOP = new Set('a an and are as at be by for from how i in is it its of on or that the this to with you your'.split(' '));
/** Words every page of a product matches weakly (so `grid sorting` prefers the grid page). */
export const PRODUCT_WORDS = Object.fromEntries(PRODUCTS.map((p) => [p.id, p.searchWords])) as Record<ProductId, string>;
const MAGIC = 'MUIXSEARCH3\n';
const RS = '\u001e';

/** Lowercase without diacritics. */
export function fold(s: string): string {
  const w = s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return SPELLING[w] ?? w;
}

/** British spellings, folded to the American ones the libraries use, so `licence` finds `license`. */
const SPELLING: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  licence: 'license',
  licences: 'licenses',
  colour: 'color',
  colours: 'colors',
  behaviour: 'behavior',
  behaviours: 'behaviors',
  customise: 'customize',
  customised: 'customized',
  customisation: 'customization',
  localisation: 'localization',
  localised: 'localized',
  optimise: 'optimize',
  optimisation: 'optimization',
  centre: 'center',
  grey: 'gray',
  serialise: 'serialize',
  initialise: 'initialize',
});

// eslint-disable-next-line no-control-regex
const ASCII = /^[\u0000-\u007f]*$/;
/** CJK scripts: written without spaces, indexed by character bigrams. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_RUNS = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+)/u;

/** True when `s` holds a CJK character. */
export function hasCjk(s: string): boolean {
  return CJK.test(s);
}

/** Bigrams of a CJK run (the character itself for a run of one). */
function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/** Words of a text as written (case kept), split on anything but letters and digits. */
export function rawWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Splits a raw word into its CJK runs and the parts between them. */
function cjkParts(word: string): { cjk: boolean; text: string }[] {
  if (!CJK.test(word)) return [{ cjk: false, text: word }];
  return word
    .split(CJK_RUNS)
    .filter(Boolean)
    .map((text) => ({ cjk: CJK.test(text), text }));
}

/**
 * Index tokens of a text: every word lowercased, plus the parts of
 * camelCase words (`pageSizeOptions` -> pagesizeoptions, page, size, options),
 * and CJK runs as bigrams.
 * @example tokenize('DataGridPro rows') // ['datagridpro', 'data', 'grid', 'pro', 'rows']
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  const push = (w: string) => {
    const t = fold(w);
    if (t.length >= 2 && t.length <= MAX_TERM && !STOP.has(t)) out.push(t);
  };
  for (const raw of rawWords(text)) {
    for (const { cjk, text: w } of cjkParts(raw)) {
      if (cjk) {
        out.push(...bigrams(w));
        continue;
      }
      push(w);
      const parts = w.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[A-Za-z])(?=[0-9])/);
      if (parts.length > 1) parts.forEach(push);
    }
  }
  return out;
}

/** Query words: lowercased whole words (CJK as bigrams), stop words dropped unless nothing else is left. */
export function queryTokens(query: string): string[] {
  const q = query.slice(0, MAX_QUERY_LENGTH);
  // ASCII, the common case, needs none of the Unicode-aware regexps (costly to compile in a cold isolate).
  const words = (
    ASCII.test(q)
      ? q
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .map((w) => SPELLING[w] ?? w)
      : rawWords(q).flatMap((w) => cjkParts(w).flatMap(({ cjk, text }) => (cjk ? bigrams(text) : [fold(text)])))
  ).filter((t) => t && t.length <= MAX_TERM);
  const kept = words.filter((t) => !STOP.has(t));
  return [...new Set(kept.length ? kept : words)].slice(0, MAX_TOKENS);
}

/** Title tokens plus adjacent words joined (`Date Picker` also gives `datepicker`). */
export function titleTokens(title: string): string[] {
  const words = rawWords(title)
    .filter((w) => !CJK.test(w))
    .map(fold)
    .filter((w) => !STOP.has(w));
  const out = tokenize(title);
  for (let i = 0; i < words.length; i++) {
    if (i + 1 < words.length) out.push(words[i]! + words[i + 1]!);
    if (i + 2 < words.length) out.push(words[i]! + words[i + 1]! + words[i + 2]!);
  }
  return out;
}

/** Other forms of a word: plural / singular, -ed and -ing (`stacked` -> `stack`, `sort` -> `sorting`). */
function inflections(q: string): string[] {
  if (q.length < 3 || !/^[a-z]+$/.test(q)) return [];
  const out: string[] = [];
  if (q.endsWith('ies')) out.push(`${q.slice(0, -3)}y`);
  else if (q.endsWith('es')) out.push(q.slice(0, -1), q.slice(0, -2));
  else if (q.endsWith('s') && !q.endsWith('ss')) out.push(q.slice(0, -1));
  else if (q.endsWith('y')) out.push(`${q}s`, `${q.slice(0, -1)}ies`);
  else out.push(`${q}s`, `${q}es`);
  if (q.endsWith('ed') && q.length > 4) out.push(q.slice(0, -2), q.slice(0, -1));
  else if (q.endsWith('ing') && q.length > 5) out.push(q.slice(0, -3), `${q.slice(0, -3)}e`);
  else if (!q.endsWith('s')) out.push(`${q}ed`, `${q}ing`);
  return out;
}

/**
 * True when `b` (or, with `prefix`, a prefix of `b`) is at most one edit
 * (substitution, insertion, deletion, transposition) away from `a`.
 * Allocation-free: it runs over the whole dictionary for a typo.
 */
export function withinOneEdit(a: string, b: string, prefix = false): boolean {
  return editAt(a, b, 0, b.length, prefix);
}

/** withinOneEdit with `b` the `lb` characters of `block` from `b0` (a dictionary term read in place). */
function editAt(a: string, block: string, b0: number, lb: number, prefix: boolean): boolean {
  const la = a.length;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === block.charCodeAt(b0 + i)) i++;
  if (i === la) return prefix || lb - la <= 1;
  return (
    sameTail(a, i + 1, block, b0, lb, i + 1, prefix) ||
    sameTail(a, i + 1, block, b0, lb, i, prefix) ||
    sameTail(a, i, block, b0, lb, i + 1, prefix) ||
    (a.charCodeAt(i) === block.charCodeAt(b0 + i + 1) && a.charCodeAt(i + 1) === block.charCodeAt(b0 + i) && sameTail(a, i + 2, block, b0, lb, i + 2, prefix))
  );
}

/** `a` from `ai` equals the term (`lb` characters of `block` from `b0`) from `bi` (or a prefix of it). */
function sameTail(a: string, ai: number, block: string, b0: number, lb: number, bi: number, prefix: boolean): boolean {
  const ra = a.length - ai;
  const rb = lb - bi;
  if (ra < 0 || rb < 0 || (prefix ? ra > rb : ra !== rb)) return false;
  for (let k = 0; k < ra; k++) if (a.charCodeAt(ai + k) !== block.charCodeAt(b0 + bi + k)) return false;
  return true;
}

/** Number of words of a title that count for coverage (stop words excluded; a CJK run counts its bigrams). */
export function titleWordCount(title: string): number {
  let n = 0;
  for (const raw of rawWords(title)) {
    for (const { cjk, text } of cjkParts(raw)) {
      if (cjk) n += Math.max(1, [...text].length - 1);
      else if (!STOP.has(fold(text))) n++;
    }
  }
  return Math.max(1, n);
}

/** True when `key` is one of the `|`-separated titles of `topics`. */
function isTopic(topics: string, key: string): boolean {
  for (let at = topics.indexOf(key); at >= 0; at = topics.indexOf(key, at + 1)) {
    const end = at + key.length;
    if ((at === 0 || topics.charCodeAt(at - 1) === 124) && (end === topics.length || topics.charCodeAt(end) === 124)) return true;
  }
  return false;
}

/** About SNIPPET characters of `text` around the first needle found in it. */
function snippetOf(text: string, needles: readonly string[]): string {
  const lower = text.toLowerCase();
  let pos = -1;
  for (const n of needles) {
    const i = lower.indexOf(n);
    if (i >= 0 && (pos < 0 || i < pos)) pos = i;
  }
  if (text.length <= SNIPPET) return text;
  let start = pos > 60 ? text.lastIndexOf(' ', pos - 40) + 1 : 0;
  if (pos - start > 80) start = pos - 40;
  let end = Math.min(text.length, start + SNIPPET);
  const space = text.lastIndexOf(' ', end);
  if (end < text.length && space > start + SNIPPET / 2) end = space;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

// Numbers of the serialized form are written in base-64 digits. Postings are varints: a digit
// holds 5 bits, its sixth bit says another digit follows. Tables (offsets, section -> page)
// are fixed-width, 6 bits a digit, so that any entry is read in place without a pass at load.
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DIGIT_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i++) DIGIT_VALUE[DIGITS.charCodeAt(i)] = i;
/** Digits of an offset (into a block) and of an index (page, text) in the tables. */
const OFFSET = 4;
const INDEX = 3;

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

/** Entry `i` of a fixed-width table. */
function fixedAt(table: string, i: number, width: number): number {
  let v = 0;
  for (let k = i * width, end = k + width; k < end; k++) v = v * 64 + DIGIT_VALUE[table.charCodeAt(k)]!;
  return v;
}

/** Parts of the serialized form may not hold these (they separate fields and blocks). */
// eslint-disable-next-line no-control-regex
const clean = (s: string) => s.replace(/[\u0000-\u001f]+/g, ' ');

const ESC = '\u0001';
/**
 * Characters above Latin-1 as ESC and 4 hex digits (the header JSON uses its own \\u escapes):
 * the stored index stays one byte a character, which V8 keeps as a one-byte string, the
 * fastest to scan. Text is cleaned of control characters first, so ESC is unambiguous.
 */
function narrow(s: string): string {
  return s.replace(/[\u0100-\uffff]/g, (c) => ESC + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** Undoes `narrow`. */
function widen(s: string): string {
  // eslint-disable-next-line no-control-regex
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

/** A growable-free list of ids backed by a typed array, with a membership stamp. */
class IdList {
  readonly items: Int32Array;
  readonly mark: Int32Array;
  length = 0;
  constructor(size: number) {
    this.items = new Int32Array(size);
    this.mark = new Int32Array(size);
  }
  /** Adds `id` once per `stamp`; returns true when it was new. */
  add(id: number, stamp: number): boolean {
    if (this.mark[id] === stamp) return false;
    this.mark[id] = stamp;
    this.items[this.length++] = id;
    return true;
  }
}

const TABLE = /^[A-Za-z0-9_-]*$/;

interface Header {
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

function isHeader(h: unknown): h is Header {
  const o = h as Record<string, unknown> | null;
  if (typeof o !== 'object' || o === null || typeof o.locale !== 'string' || !Array.isArray(o.pages)) return false;
  const np = o.pages.length;
  const tables = ['titleWords', 'pageFirst', 'termOff', 'termPost', 'secLine', 'secText', 'textOff'] as const;
  if (!tables.every((k) => typeof o[k] === 'string' && TABLE.test(o[k])) || typeof o.topics !== 'string') return false;
  const [titleWords, pageFirst, secText, secLine] = [o.titleWords, o.pageFirst, o.secText, o.secLine] as string[];
  const ns = secText!.length / INDEX;
  return titleWords!.length === np && pageFirst!.length === (np + 1) * INDEX && fixedAt(pageFirst!, np, INDEX) === ns && fixedAt(pageFirst!, 0, INDEX) === 0 && secLine!.length === (ns + 1) * OFFSET;
}

/**
 * A loaded index: build it once per isolate from the serialized form (or,
 * in tests, from the builder's data), then query it as often as needed.
 * Queries reuse typed scratch arrays (little garbage, so no GC pauses in
 * the tail); `search` never awaits, so a single-threaded isolate never runs
 * two at once.
 * @example new SearchIndex(text).search('datepicker', { product: 'x-date-pickers' })
 */
export class SearchIndex {
  /** The pages (the sitemap, llms.txt and MCP read them). */
  readonly data: { readonly locale: string; readonly pages: SearchIndexData['pages'] };
  private readonly h: Header;
  private readonly termBlock: string;
  private readonly termCount: number;
  private readonly topics: string[];
  private readonly post: string;
  private readonly sectionBlock: string;
  private readonly textBlock: string;
  private readonly textCount: number;
  /** Scratch for a term's decoded postings. */
  private nums = new Int32Array(1024);
  private readonly sectionPage: Int32Array;
  private readonly secTok: Float64Array;
  private readonly secSum: Float64Array;
  private readonly secCount: Uint8Array;
  private readonly pageTok: Float64Array;
  private readonly titleTok: Float64Array;
  private readonly pageScore: Float64Array;
  private readonly pageMatched: Uint8Array;
  private readonly pageTitleMatched: Uint8Array;
  private readonly tokSections: IdList;
  private readonly tokPages: IdList;
  private readonly allSections: IdList;
  private readonly allPages: IdList;
  private stamp = 0;

  constructor(input: string | SearchIndexData) {
    const text = typeof input === 'string' ? input : input && typeof input === 'object' && input.v === 3 ? encodeSearchIndex(input) : '';
    if (!text.startsWith(MAGIC)) throw new Error('search index: unknown format');
    const cuts = [MAGIC.length - 1];
    for (let i = 0; i < 4; i++) {
      const at = text.indexOf(RS, cuts[i]! + 1);
      if (at < 0) throw new Error('search index: unknown format (missing block)');
      cuts.push(at);
    }
    const block = (i: number) => text.slice(cuts[i]! + 1, i < 4 ? cuts[i + 1] : text.length);
    let header: unknown;
    try {
      header = JSON.parse(text.slice(MAGIC.length, cuts[1]));
    } catch {
      throw new Error('search index: unknown format (header is not JSON)');
    }
    if (!isHeader(header)) throw new Error('search index: unknown format (header)');
    this.h = header;
    this.termBlock = block(1);
    this.termCount = header.termOff.length / OFFSET - 1;
    if (this.termStart(this.termCount) !== this.termBlock.length) throw new Error('search index: unknown format (terms table)');
    this.topics = header.topics.split('\n');
    this.post = block(2);
    this.sectionBlock = block(3);
    this.textBlock = block(4);
    this.textCount = header.textOff.length / OFFSET - 1;
    if (header.termPost.length !== header.termOff.length || fixedAt(header.termPost, this.termCount, OFFSET) !== this.post.length) {
      throw new Error('search index: unknown format (postings table)');
    }
    this.data = { locale: header.locale, pages: header.pages };

    const np = header.pages.length;
    const ns = header.secText.length / INDEX;
    [this.secTok, this.secSum, this.pageTok, this.titleTok, this.pageScore] = [ns, ns, np, np, np].map((n) => new Float64Array(n)) as [
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
    ];
    // Section -> page, filled page by page (a native fill per page, no pass over the sections).
    this.sectionPage = new Int32Array(ns);
    for (let p = 0, first = 0; p < np; p++) {
      const next = fixedAt(header.pageFirst, p + 1, INDEX);
      this.sectionPage.fill(p, first, next);
      first = next;
    }
    this.secCount = new Uint8Array(ns);
    this.pageMatched = new Uint8Array(np);
    this.pageTitleMatched = new Uint8Array(np);
    this.tokSections = new IdList(ns);
    this.allSections = new IdList(ns);
    this.tokPages = new IdList(np);
    this.allPages = new IdList(np);
  }

  /** The first section of page `p` (`p` = page count: the section count). */
  private firstSection(p: number): number {
    return fixedAt(this.h.pageFirst, p, INDEX);
  }

  /** Where term `id`'s postings start in the postings block. */
  private postStart(id: number): number {
    return fixedAt(this.h.termPost, id, OFFSET);
  }

  /** Where term `id` starts in the terms block (`id` = term count: the block's length). */
  private termStart(id: number): number {
    return fixedAt(this.h.termOff, id, OFFSET);
  }

  /** Term offsets decoded, and term ids ordered by length (made on the first typo search). */
  private lengths: { ids: Int32Array; firstOfLength: Int32Array; starts: Int32Array } | undefined;

  private byLength(): { ids: Int32Array; firstOfLength: Int32Array; starts: Int32Array } {
    if (this.lengths) return this.lengths;
    const n = this.termCount;
    const starts = new Int32Array(n + 1);
    for (let i = 0; i <= n; i++) starts[i] = fixedAt(this.h.termOff, i, OFFSET);
    let max = 0;
    for (let i = 0; i < n; i++) max = Math.max(max, starts[i + 1]! - starts[i]!);
    // Counting sort by length: firstOfLength[l] is where terms of length l begin in `ids`.
    const firstOfLength = new Int32Array(max + 2);
    for (let i = 0; i < n; i++) firstOfLength[starts[i + 1]! - starts[i]! + 1]!++;
    for (let l = 1; l < firstOfLength.length; l++) firstOfLength[l]! += firstOfLength[l - 1]!;
    const fill = firstOfLength.slice();
    const ids = new Int32Array(n);
    for (let i = 0; i < n; i++) ids[fill[starts[i + 1]! - starts[i]!]!++] = i;
    this.lengths = { ids, firstOfLength, starts };
    return this.lengths;
  }

  /** Term `id` as stored (narrowed). */
  private term(id: number): string {
    return this.termBlock.slice(this.termStart(id), this.termStart(id + 1));
  }

  /** Term `id` compared with `q` (both narrowed), as `<` and `===` on strings would. */
  private compare(id: number, q: string): number {
    const block = this.termBlock;
    const start = this.termStart(id);
    const len = this.termStart(id + 1) - start;
    const n = Math.min(len, q.length);
    for (let k = 0; k < n; k++) {
      const d = block.charCodeAt(start + k) - q.charCodeAt(k);
      if (d !== 0) return d;
    }
    return len - q.length;
  }

  /** Index of narrowed `q` in the dictionary, or -(insertion point) - 1. */
  private find(q: string): number {
    let lo = 0;
    let hi = this.termCount;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(mid, q) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.termCount && this.compare(lo, q) === 0 ? lo : -lo - 1;
  }

  /** Decodes term `id`'s postings into `this.nums` (grown as needed); returns how many numbers. */
  private decode(id: number): number {
    const post = this.post;
    let i = this.postStart(id);
    const end = this.postStart(id + 1);
    // A posting has at most one number per digit.
    if (this.nums.length < end - i) this.nums = new Int32Array(Math.max(end - i, this.nums.length * 2));
    const nums = this.nums;
    let n = 0;
    let v = 0;
    let scale = 1;
    while (i < end) {
      const d = DIGIT_VALUE[post.charCodeAt(i++)]!;
      v += (d & 31) * scale;
      if (d < 32) {
        nums[n++] = v;
        v = 0;
        scale = 1;
      } else scale *= 32;
    }
    return n;
  }

  /** How many numbers term `id`'s postings hold, counting at most to `cap`. */
  private postCount(id: number, cap: number): number {
    let n = 0;
    const end = this.postStart(id + 1);
    for (let i = this.postStart(id); i < end && n < cap; i++) if (DIGIT_VALUE[this.post.charCodeAt(i)]! < 32) n++;
    return n;
  }

  /** Calls `fn` for up to `cap` terms that start with narrowed `q` (other than `q`). */
  private prefixes(q: string, cap: number, fn: (id: number) => void): void {
    const at = this.find(q);
    for (let i = at >= 0 ? at + 1 : -at - 1, n = 0; i < this.termCount && n < cap; i++, n++) {
      const start = this.termStart(i);
      if (this.termStart(i + 1) - start < q.length || !this.termBlock.startsWith(q, start)) break;
      fn(i);
    }
  }

  /** Dictionary terms a query word stands for, with their match factor; `needles` gets words to find in snippets. */
  private expand(q: string, last: boolean, needles: string[]): Map<number, number> {
    const out = new Map<number, number>();
    const add = (id: number, f: number) => {
      if ((out.get(id) ?? 0) < f) out.set(id, f);
    };
    // The dictionary is stored narrowed (see `narrow`): so is the word looked up.
    const nq = narrow(q);
    const exact = this.find(nq);
    if (exact >= 0) add(exact, F.exact);
    needles.push(q);
    for (const v of inflections(q)) {
      const id = this.find(v);
      if (id >= 0) add(id, F.inflection);
    }
    // Longer words starting with the query word (it may be half typed). After a common whole word
    // (`grid`), its many completions cannot outrank its own title hits: a few are enough.
    const common = exact >= 0 && this.postCount(exact, COMMON) >= COMMON;
    // A word the dictionary knows is meant as typed: its completions only break ties (`apiref` must
    // not rank "API reference" titles above the pages that say apiRef).
    const prefix = exact >= 0 ? F.prefixOfWord : F.prefix;
    if (q.length >= (last ? 2 : 3) || (q.length === 1 && CJK.test(q))) this.prefixes(nq, common ? 40 : 300, (id) => add(id, prefix));
    // Typos only for words the dictionary does not know well (`date` must not find `data`).
    // (Not for words beyond Latin-1: their narrowed form is no spelling.)
    if ((exact < 0 || this.postCount(exact, RARE) < RARE) && q.length >= 4 && nq === q) {
      const prefixTypos = last && out.size === 0;
      const block = this.termBlock;
      const { ids, firstOfLength, starts } = this.byLength();
      // Only terms of a length one edit can reach (any longer one for a typo'd prefix).
      const from = firstOfLength[Math.min(nq.length - 1, firstOfLength.length - 1)]!;
      const to = prefixTypos ? ids.length : firstOfLength[Math.min(nq.length + 2, firstOfLength.length - 1)]!;
      const a0 = nq.charCodeAt(0);
      const a1 = nq.charCodeAt(1);
      for (let k = from; k < to; k++) {
        const id = ids[k]!;
        const start = starts[id]!;
        // One edit at most leaves one of these pairs equal (no edit, or one at the first two characters).
        const b0 = block.charCodeAt(start);
        const b1 = block.charCodeAt(start + 1);
        if (a0 !== b0 && a1 !== b1 && a1 !== b0 && a0 !== b1) continue;
        const len = starts[id + 1]! - start;
        if (Math.abs(len - nq.length) <= 1 && editAt(nq, block, start, len, false)) {
          if (!out.has(id)) needles.push(widen(this.term(id)));
          add(id, F.typo);
        } else if (prefixTypos && len >= nq.length && editAt(nq, block, start, len, true)) add(id, F.typoPrefix);
      }
    }
    return out;
  }

  /** Scores one query word into the per-page totals. */
  private scoreToken(q: string, last: boolean, needles: string[], queryStamp: number): void {
    const tokStamp = ++this.stamp;
    const secs = this.tokSections;
    const pgs = this.tokPages;
    secs.length = 0;
    pgs.length = 0;
    const { titleTok, secTok } = this;
    for (const [id, f] of this.expand(q, last, needles)) {
      const count = this.decode(id);
      const nums = this.nums;
      const nt = nums[0]!;
      let p = 0;
      // (Bounds checks: a damaged index must not make a query throw.)
      for (let k = 1; k <= nt && k < count; k++) {
        p += nums[k]!;
        if (p >= titleTok.length) break;
        pgs.add(p, tokStamp);
        if (f > titleTok[p]!) titleTok[p] = f;
      }
      let s = 0;
      for (let k = nt + 1; k + 1 < count; k += 2) {
        s += nums[k]!;
        if (s >= secTok.length) break;
        const w = nums[k + 1]! * f;
        secs.add(s, tokStamp);
        if (w > secTok[s]!) secTok[s] = w;
      }
    }
    for (let i = 0; i < secs.length; i++) {
      const s = secs.items[i]!;
      const p = this.sectionPage[s]!;
      pgs.add(p, tokStamp);
      if (this.secTok[s]! > this.pageTok[p]!) this.pageTok[p] = this.secTok[s]!;
      this.allSections.add(s, queryStamp);
      this.secSum[s]! += this.secTok[s]!;
      this.secCount[s]!++;
      this.secTok[s] = 0;
    }
    for (let i = 0; i < pgs.length; i++) {
      const p = pgs.items[i]!;
      const title = WEIGHTS.title * this.titleTok[p]!;
      const contrib = Math.max(title, this.pageTok[p]!);
      if (contrib > 0) {
        this.allPages.add(p, queryStamp);
        this.pageScore[p]! += contrib;
        this.pageMatched[p]!++;
        if (title > 0) this.pageTitleMatched[p]!++;
      }
      this.titleTok[p] = 0;
      this.pageTok[p] = 0;
    }
  }

  /** Section `s` as [anchor as stored, heading, text index]. */
  private section(s: number): [string, string, number] {
    const line = this.sectionBlock.slice(fixedAt(this.h.secLine, s, OFFSET), fixedAt(this.h.secLine, s + 1, OFFSET));
    const tab = line.indexOf('\t');
    return [widen(line.slice(0, tab)), widen(line.slice(tab + 1)), fixedAt(this.h.secText, s, INDEX)];
  }

  /** Snippet source `i` ('' when out of range). */
  private text(i: number): string {
    if (!(i >= 0 && i < this.textCount)) return '';
    return widen(this.textBlock.slice(fixedAt(this.h.textOff, i, OFFSET), fixedAt(this.h.textOff, i + 1, OFFSET)));
  }

  /** The best pages for a query, one result per page, best first. */
  search(query: string, options: SearchOptions = {}): SearchResult[] {
    const tokens = queryTokens(typeof query === 'string' ? query : '');
    if (tokens.length === 0) return [];
    const limit = Math.max(1, Math.min(MAX_RESULTS, Math.floor(options.limit ?? MAX_RESULTS) || MAX_RESULTS));
    const pages = this.data.pages;
    if (this.stamp > 2e9) {
      this.stamp = 0;
      for (const list of [this.tokSections, this.tokPages, this.allSections, this.allPages]) list.mark.fill(0);
    }
    const queryStamp = ++this.stamp;
    this.allPages.length = 0;
    this.allSections.length = 0;
    const needles: string[] = [];
    const topic = tokens.join(' ');
    tokens.forEach((q, i) => this.scoreToken(q, i === tokens.length - 1, needles, queryStamp));

    // A heading that holds every word of a multi-word query (`Server-side pagination`) on a page
    // whose title holds some of them is that page's topic: it beats a page whose title shares more
    // words but whose body only mentions the rest.
    const headingHit = new Set<number>();
    if (tokens.length > 1) {
      for (let i = 0; i < this.allSections.length; i++) {
        const sec = this.allSections.items[i]!;
        if (this.secCount[sec] === tokens.length && this.secSum[sec]! >= tokens.length * WEIGHTS.heading * F.typo) headingHit.add(this.sectionPage[sec]!);
      }
    }
    // The best `limit` pages, kept in order as they come (no sort of every matching page).
    const ranked: { p: number; matched: number; score: number }[] = [];
    const before = (a: { p: number; matched: number; score: number }, b: { p: number; matched: number; score: number }) =>
      a.matched !== b.matched ? a.matched > b.matched : a.score !== b.score ? a.score > b.score : pages[a.p]![0] < pages[b.p]![0];
    for (let i = 0; i < this.allPages.length; i++) {
      const p = this.allPages.items[i]!;
      const page = pages[p]!;
      const product = page[2];
      const kind = page[3];
      if (options.only && options.product && product !== options.product) continue;
      let score = this.pageScore[p]!;
      // The query is one of the page's titles (`row grouping`, `localization` for the pickers page
      // whose slug it is): the page is about it. Else a title holding every query word adds its coverage.
      if (this.pageTitleMatched[p] === tokens.length && isTopic(this.topics[p] ?? '', topic)) score += TOPIC;
      else if (this.pageTitleMatched[p] === tokens.length) score += COVERAGE * Math.min(1, tokens.length / DIGIT_VALUE[this.h.titleWords.charCodeAt(p)]!);
      else if (headingHit.has(p) && this.pageTitleMatched[p]! > 0) score += WEIGHTS.title;
      if (options.product && product === options.product) score *= PRODUCT_BOOST;
      if (kind === 'api') score *= API_FACTOR;
      const entry = { p, matched: this.pageMatched[p]!, score };
      if (ranked.length === limit && !before(entry, ranked[limit - 1]!)) continue;
      let at = ranked.length === limit ? limit - 1 : ranked.length;
      while (at > 0 && before(entry, ranked[at - 1]!)) at--;
      ranked.splice(at, 0, entry);
      if (ranked.length > limit) ranked.pop();
    }
    const results = ranked.map(({ p }): SearchResult => {
      const [path, title, product, , description] = pages[p]!;
      const first = this.firstSection(p);
      const end = this.firstSection(p + 1);
      let best = first;
      // A page whose title holds every word is the answer itself; otherwise point at the best section.
      if (this.pageTitleMatched[p]! < tokens.length) {
        for (let s = first; s < end; s++) {
          const more = this.secCount[s]! - this.secCount[best]!;
          if (more > 0 || (more === 0 && this.secSum[s]! > this.secSum[best]!)) best = s;
        }
      }
      const [stored, heading, text] = first < end ? this.section(best) : ['', '', -1];
      const anchor = stored === '*' ? `prop-${heading}` : stored;
      const snippet = snippetOf(this.text(text) || description, needles);
      return { path: anchor ? `${path}#${anchor}` : path, title, heading: heading || null, product, snippet };
    });
    for (let i = 0; i < this.allSections.length; i++) {
      this.secSum[this.allSections.items[i]!] = 0;
      this.secCount[this.allSections.items[i]!] = 0;
    }
    for (let i = 0; i < this.allPages.length; i++) {
      const p = this.allPages.items[i]!;
      this.pageScore[p] = 0;
      this.pageMatched[p] = 0;
      this.pageTitleMatched[p] = 0;
    }
    return results;
  }
}
