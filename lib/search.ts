/**
 * The search engine: tokenizer, index format and queries. The content build
 * tokenizes with it (scripts/search/build-index.ts writes the index); the
 * worker loads the index once per isolate and queries it here.
 * Pure: no platform APIs, no imports outside lib.
 *
 * Ranking: pages that match more query words come first; then a title hit
 * (1000) beats a heading hit (100), which beats a prop name (60), which
 * beats any body text (at most 14). Exact words count fully, other forms
 * (plural, -ed, -ing) 0.95, prefixes 0.7, one-edit typos 0.6 (only for
 * words the dictionary does not know well), typo'd prefixes 0.45. The
 * reader's product weighs 1.5x; API pages 0.9x, so a guide wins a tie.
 * One result per page, pointing at its best-matching section.
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
  /** Frontmatter `date` (YYYY-MM-DD), when the page has one. */
  date?: string;
  /** The intro first (anchor ''), then one per heading. */
  sections: SearchSectionInput[];
}

/** The serialized index (JSON, stored in KV). */
export interface SearchIndexData {
  v: 2;
  /** [path, title, product, kind, description, date?] (date: frontmatter `date`, for the sitemap) */
  pages: [string, string, ProductId, 'guide' | 'api', string, string?][];
  /**
   * [page index, anchor, heading, index in `texts`]; a page's sections are
   * contiguous. The anchor `*` stands for `prop-<heading>`.
   */
  sections: [number, string, string, number][];
  /** Snippet texts, each once (props shared by several components repeat a lot). */
  texts: string[];
  /** The dictionary, sorted. */
  terms: string[];
  /** Per term: [n, title page deltas x n, then (section delta, weight) pairs]. */
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
const F = { exact: 1, inflection: 0.95, prefix: 0.7, typo: 0.6, typoPrefix: 0.45 } as const;
const PRODUCT_BOOST = 1.5;
/** A known word with fewer posting numbers than this may still be a typo (`licence`). */
const RARE = 8;
const API_FACTOR = 0.9;
const SNIPPET = 180;
const STOP = new Set('a an and are as at be by for from how i in is it its of on or that the this to with you your'.split(' '));
/** Words every page of a product matches weakly (so `grid sorting` prefers the grid page). */
export const PRODUCT_WORDS = Object.fromEntries(PRODUCTS.map((p) => [p.id, p.searchWords])) as Record<ProductId, string>;

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

/** Words of a text as written (case kept), split on anything but letters and digits. */
export function rawWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * Index tokens of a text: every word lowercased, plus the parts of
 * camelCase words (`pageSizeOptions` -> pagesizeoptions, page, size, options).
 * @example tokenize('DataGridPro rows') // ['datagridpro', 'data', 'grid', 'pro', 'rows']
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  const push = (w: string) => {
    const t = fold(w);
    if (t.length >= 2 && t.length <= MAX_TERM && !STOP.has(t)) out.push(t);
  };
  for (const w of rawWords(text)) {
    push(w);
    const parts = w.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[A-Za-z])(?=[0-9])/);
    if (parts.length > 1) parts.forEach(push);
  }
  return out;
}

/** Query words: lowercased whole words, stop words dropped unless nothing else is left. */
export function queryTokens(query: string): string[] {
  const words = rawWords(query.slice(0, MAX_QUERY_LENGTH))
    .map(fold)
    .filter((t) => t.length <= MAX_TERM);
  const kept = words.filter((t) => !STOP.has(t));
  return [...new Set(kept.length ? kept : words)].slice(0, MAX_TOKENS);
}

/** Title tokens plus adjacent words joined (`Date Picker` also gives `datepicker`). */
export function titleTokens(title: string): string[] {
  const words = rawWords(title)
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
  const la = a.length;
  const lb = b.length;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === la) return prefix || lb - la <= 1;
  return (
    sameTail(a, i + 1, b, i + 1, prefix) ||
    sameTail(a, i + 1, b, i, prefix) ||
    sameTail(a, i, b, i + 1, prefix) ||
    (a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && sameTail(a, i + 2, b, i + 2, prefix))
  );
}

/** `a` from `ai` equals `b` from `bi` (or a prefix of it). */
function sameTail(a: string, ai: number, b: string, bi: number, prefix: boolean): boolean {
  const ra = a.length - ai;
  const rb = b.length - bi;
  if (ra < 0 || rb < 0 || (prefix ? ra > rb : ra !== rb)) return false;
  for (let k = 0; k < ra; k++) if (a.charCodeAt(ai + k) !== b.charCodeAt(bi + k)) return false;
  return true;
}

/** Number of words of a title that count for coverage (stop words excluded). */
export function titleWordCount(title: string): number {
  return Math.max(1, rawWords(title).filter((w) => !STOP.has(fold(w))).length);
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

/**
 * A loaded index: build it once per isolate from the serialized data, then
 * query it as often as needed. Queries reuse typed scratch arrays (little
 * garbage, so no GC pauses in the tail); `search` never awaits, so a
 * single-threaded isolate never runs two at once.
 * @example new SearchIndex(data).search('datepicker', { product: 'x-date-pickers' })
 */
export class SearchIndex {
  readonly data: SearchIndexData;
  private readonly ids = new Map<string, number>();
  private readonly sectionPage: Int32Array;
  private readonly firstSection: Int32Array;
  private readonly titleWords: Uint8Array;
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

  constructor(data: SearchIndexData) {
    if (!data || data.v !== 2 || !Array.isArray(data.terms) || !Array.isArray(data.postings) || !Array.isArray(data.texts)) {
      throw new Error('search index: unknown format');
    }
    this.data = data;
    data.terms.forEach((t, i) => this.ids.set(t, i));
    const np = data.pages.length;
    const ns = data.sections.length;
    this.sectionPage = Int32Array.from(data.sections, ([p]) => p);
    this.firstSection = new Int32Array(np + 1).fill(ns);
    for (let s = ns - 1; s >= 0; s--) this.firstSection[this.sectionPage[s]!] = s;
    for (let p = np - 1; p >= 0; p--) if (this.firstSection[p]! > this.firstSection[p + 1]!) this.firstSection[p] = this.firstSection[p + 1]!;
    this.titleWords = Uint8Array.from(data.pages, ([, title]) => Math.min(255, titleWordCount(title)));
    [this.secTok, this.secSum, this.pageTok, this.titleTok, this.pageScore] = [ns, ns, np, np, np].map((n) => new Float64Array(n)) as [
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
    ];
    this.secCount = new Uint8Array(ns);
    this.pageMatched = new Uint8Array(np);
    this.pageTitleMatched = new Uint8Array(np);
    this.tokSections = new IdList(ns);
    this.allSections = new IdList(ns);
    this.tokPages = new IdList(np);
    this.allPages = new IdList(np);
  }

  /** Calls `fn` for up to `cap` terms that start with `q` (other than `q`). */
  private prefixes(q: string, cap: number, fn: (id: number) => void): void {
    const terms = this.data.terms;
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (terms[mid]! < q) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo, n = 0; i < terms.length && n < cap && terms[i]!.startsWith(q); i++) {
      if (terms[i] !== q) {
        fn(i);
        n++;
      }
    }
  }

  /** Dictionary terms a query word stands for, with their match factor; `needles` gets words to find in snippets. */
  private expand(q: string, last: boolean, needles: string[]): Map<number, number> {
    const out = new Map<number, number>();
    const add = (id: number, f: number) => {
      if ((out.get(id) ?? 0) < f) out.set(id, f);
    };
    const exact = this.ids.get(q);
    if (exact !== undefined) add(exact, F.exact);
    needles.push(q);
    for (const v of inflections(q)) {
      const id = this.ids.get(v);
      if (id !== undefined) add(id, F.inflection);
    }
    if (q.length >= (last ? 2 : 3)) this.prefixes(q, 300, (id) => add(id, F.prefix));
    // Typos only for words the dictionary does not know well (`date` must not find `data`).
    if ((exact === undefined || this.data.postings[exact]!.length < RARE) && q.length >= 4) {
      const prefixTypos = last && out.size === 0;
      const terms = this.data.terms;
      for (let id = 0; id < terms.length; id++) {
        const t = terms[id]!;
        if (Math.abs(t.length - q.length) <= 1 && withinOneEdit(q, t)) {
          if (!out.has(id)) needles.push(t);
          add(id, F.typo);
        } else if (prefixTypos && t.length >= q.length && withinOneEdit(q, t, true)) add(id, F.typoPrefix);
      }
    }
    return out;
  }

  /** Scores one query word into the per-page totals. */
  private scoreToken(q: string, last: boolean, needles: string[], queryStamp: number): void {
    const tokStamp = ++this.stamp;
    const { postings } = this.data;
    const secs = this.tokSections;
    const pgs = this.tokPages;
    secs.length = 0;
    pgs.length = 0;
    for (const [id, f] of this.expand(q, last, needles)) {
      const post = postings[id]!;
      const nt = post[0]!;
      let p = 0;
      for (let k = 1; k <= nt; k++) {
        p += post[k]!;
        pgs.add(p, tokStamp);
        if (f > this.titleTok[p]!) this.titleTok[p] = f;
      }
      let s = 0;
      for (let k = nt + 1; k < post.length; k += 2) {
        s += post[k]!;
        secs.add(s, tokStamp);
        const w = post[k + 1]! * f;
        if (w > this.secTok[s]!) this.secTok[s] = w;
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

  /** The best pages for a query, one result per page, best first. */
  search(query: string, options: SearchOptions = {}): SearchResult[] {
    const tokens = queryTokens(typeof query === 'string' ? query : '');
    if (tokens.length === 0) return [];
    const limit = Math.max(1, Math.min(MAX_RESULTS, Math.floor(options.limit ?? MAX_RESULTS) || MAX_RESULTS));
    const { pages, sections } = this.data;
    if (this.stamp > 2e9) {
      this.stamp = 0;
      for (const list of [this.tokSections, this.tokPages, this.allSections, this.allPages]) list.mark.fill(0);
    }
    const queryStamp = ++this.stamp;
    this.allPages.length = 0;
    this.allSections.length = 0;
    const needles: string[] = [];
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
    const ranked: { p: number; matched: number; score: number }[] = [];
    for (let i = 0; i < this.allPages.length; i++) {
      const p = this.allPages.items[i]!;
      const [, , product, kind] = pages[p]!;
      if (options.only && options.product && product !== options.product) continue;
      let score = this.pageScore[p]!;
      if (this.pageTitleMatched[p] === tokens.length) score += 300 * Math.min(1, tokens.length / this.titleWords[p]!);
      else if (headingHit.has(p) && this.pageTitleMatched[p]! > 0) score += WEIGHTS.title * 0.9;
      if (options.product && product === options.product) score *= PRODUCT_BOOST;
      if (kind === 'api') score *= API_FACTOR;
      ranked.push({ p, matched: this.pageMatched[p]!, score });
    }
    ranked.sort((a, b) => b.matched - a.matched || b.score - a.score || (pages[a.p]![0] < pages[b.p]![0] ? -1 : 1));
    const results = ranked.slice(0, limit).map(({ p }): SearchResult => {
      const [path, title, product, , description] = pages[p]!;
      const first = this.firstSection[p]!;
      const end = this.firstSection[p + 1]!;
      let best = first;
      // A page whose title holds every word is the answer itself; otherwise point at the best section.
      if (this.pageTitleMatched[p]! < tokens.length) {
        for (let s = first; s < end; s++) {
          const more = this.secCount[s]! - this.secCount[best]!;
          if (more > 0 || (more === 0 && this.secSum[s]! > this.secSum[best]!)) best = s;
        }
      }
      const [, stored, heading, text] = first < end ? sections[best]! : [p, '', '', -1];
      const anchor = stored === '*' ? `prop-${heading}` : stored;
      const snippet = snippetOf(this.data.texts[text] ?? description, needles);
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
