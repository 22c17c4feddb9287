/**
 * The typo development set (bench/search-queries-typos-dev.json) and its score.
 *
 * `npx tsx bench/search-typos.ts --write` makes the set: real queries of sets 1-6 and 8 (never set 7, the
 * held-out set; no Chinese, error or already typo'd query) with one realistic slip each, put in by the
 * seeded rules below, so the same seed writes the same set. Each query keeps its set's right pages
 * (`want`, decided before any search), its untyped form (`clean`) and where it came from (`src`); its
 * `kind` is the slip's rule:
 * - `swap`: two neighbouring letters of a word of 5+ letters swapped, not the first (`heigth`);
 * - `drop`: a letter of a word of 5+ letters left out, not the first (`colum`);
 * - `double`: a letter doubled, or a double letter typed once (`editting`, `scater`);
 * - `vowel`: a vowel of a word of 5+ letters, not the first letter, typed as another vowel (`calender`);
 * - `key`: a letter of a word of 5+ letters, not the first, typed as its neighbour on a QWERTY keyboard;
 * - `two`: two of the above (different letters) in one word of 8+ letters (`virtualisaton`, `lenged`);
 * - `join`: two neighbouring words of 3+ letters typed as one (`date picker` -> `datepicker`, `row grouping`
 *   -> `rowgrouping`);
 * - `split`: a lowerCamel or PascalCase name typed as its words (`getRowHeight` -> `get row height`);
 * - `camel`: a camelCase name typed lowercase (`getrowheight`), or with one hump lowercased and one slip
 *   in its longest part (`getRowHieght`, `onRowSelectionModelchange`);
 * - `british`: American spellings typed British by suffix: -ize/-ization -> -ise/-isation, -or -> -our
 *   (`color`, `behavior`), -er -> -re (`center`), -l- doubled before -ed/-ing (`labeled` -> `labelled`);
 * - `form`: another form of a word: a plural typed singular or back (`columns` -> `column`,
 *   `getRowHeight` -> `getRowHeights`), -ing / -ed / the stem (`pinned` -> `pinning`).
 * Each query gets the rule (among those that apply to it) used least so far, ties broken by the seeded
 * random numbers, so the rules are about evenly represented.
 *
 * `npx tsx bench/search-typos.ts` scores the set on an index rebuilt from .cache/search/inputs.json with
 * the current engine, and the same queries typed right: by rule, top-1 / top-3 / top-10 of both and the
 * number of queries the slip ranks lower than their clean twin (`lost`). `--list` prints those.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from '../lib/ads';
import { SearchIndex } from '../lib/search';
import { loadIndexTexts, loadSet, rankOf, type Query } from './search-quality';

const SOURCES = ['search-queries.json', 'search-queries-2.json', 'search-queries-3.json', 'search-queries-4.json', 'search-queries-5.json', 'search-queries-6.json', 'search-queries-8.json'];
const OUT = join(import.meta.dirname, 'search-queries-typos-dev.json');
const SIZE = 330;
const SEED = 37;

// mulberry32, the site's seeded generator (lib/ads.ts).
const rnd = seededRandom(SEED);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

const KEYS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
/** The letters next to `c` on a QWERTY keyboard (same row). */
function neighbours(c: string): string[] {
  for (const row of KEYS) {
    const i = row.indexOf(c);
    if (i >= 0) return [row[i - 1], row[i + 1]].filter((x): x is string => !!x);
  }
  return [];
}

const STOP = new Set('about after also and are can does for from have how into not only that the their them then there this when where which while with without what your'.split(' '));
const isWord = (w: string, min: number) => /^[a-z]+$/.test(w) && w.length >= min && !STOP.has(w);
const isCamel = (w: string) => /^[A-Za-z][a-z0-9]*(?:[A-Z][a-z0-9]+)+$/.test(w);

/** One slip in plain word `w` by rule `kind` (null when it cannot apply). */
function slip(w: string, kind: string): string | null {
  const n = w.length;
  const at = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo));
  switch (kind) {
    case 'swap': {
      for (let tries = 0; tries < 8; tries++) {
        const i = at(1, n - 1);
        if (w[i] !== w[i + 1]) return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
      }
      return null;
    }
    case 'drop': {
      const i = at(1, n);
      return w.slice(0, i) + w.slice(i + 1);
    }
    case 'double': {
      const dbl = [...w].findIndex((c, i) => i > 0 && c === w[i - 1]);
      if (dbl > 0 && rnd() < 0.5) return w.slice(0, dbl) + w.slice(dbl + 1);
      const i = at(1, n);
      return w.slice(0, i + 1) + w[i] + w.slice(i + 1);
    }
    case 'vowel': {
      const vs = [...w].map((c, i) => (i > 0 && 'aeiou'.includes(c) ? i : -1)).filter((i) => i > 0);
      if (!vs.length) return null;
      const i = pick(vs);
      return w.slice(0, i) + pick([...'aeiou'].filter((v) => v !== w[i])) + w.slice(i + 1);
    }
    case 'key': {
      const i = at(1, n);
      const ns = neighbours(w[i]!);
      return ns.length ? w.slice(0, i) + pick(ns) + w.slice(i + 1) : null;
    }
    case 'two': {
      const first = slip(w, pick(['swap', 'drop', 'double', 'vowel', 'key']));
      return first ? slip(first, pick(['swap', 'drop', 'vowel', 'key'])) : null;
    }
  }
  return null;
}

/** British spelling of `w` by suffix (null when none applies). */
function british(w: string): string | null {
  const rules: [RegExp, string][] = [
    [/^(.{3,})iz(e|ed|es|ing|ation|ations|er|ers)$/, '$1is$2'],
    [/^(.*(?:col|behavi|fav|hon|harb|neighb))or(s|ed|ing)?$/, '$1our$2'],
    [/^(cent|fib|met|theat)er(s)?$/, '$1re$2'],
    [/^(.*(?:labe|mode|cance|trave|signa))l(ed|ing)$/, '$1ll$2'],
  ];
  for (const [re, to] of rules) if (re.test(w)) return w.replace(re, to);
  return null;
}

/** Another form of `w`: a plural typed singular or back, -ing / -ed / the stem (null when none). */
function otherForm(w: string): string | null {
  if (isCamel(w)) return /s$/.test(w) ? w.slice(0, -1) : `${w}s`;
  if (!isWord(w, 5)) return null;
  if (/ing$/.test(w)) return pick([w.slice(0, -3), `${w.slice(0, -3)}ed`]);
  if (/[^s]s$/.test(w)) return w.slice(0, -1);
  if (/ed$/.test(w)) return w.slice(0, -2);
  if (/(s|x|z|ch|sh)$/.test(w)) return `${w}es`;
  if (/[^aeiouy]$/.test(w)) return `${w}s`;
  return null;
}

/** The query `q` with one slip by rule `kind` (null when the rule cannot apply to it). */
function typo(q: string, kind: string): string | null {
  const words = q.split(' ');
  const idx = (test: (w: string) => boolean) => words.map((w, i) => (test(w) ? i : -1)).filter((i) => i >= 0);
  const put = (i: number, w: string | null) => (w && w !== words[i] ? [...words.slice(0, i), w, ...words.slice(i + 1)].join(' ') : null);
  switch (kind) {
    case 'swap':
    case 'drop':
    case 'double':
    case 'vowel':
    case 'key':
    case 'two': {
      const is = idx((w) => isWord(w.toLowerCase(), kind === 'two' ? 8 : 5) && /^[A-Za-z][a-z]+$/.test(w));
      if (!is.length) return null;
      const i = pick(is);
      const w = words[i]!;
      const s = slip(w.toLowerCase(), kind);
      return s ? put(i, w[0] === w[0]!.toUpperCase() ? s[0]!.toUpperCase() + s.slice(1) : s) : null;
    }
    case 'join': {
      const is = idx((w) => /^[A-Za-z]{3,}$/.test(w) && !STOP.has(w.toLowerCase())).filter((i) => /^[A-Za-z]{3,}$/.test(words[i + 1] ?? '') && !STOP.has(words[i + 1]!.toLowerCase()));
      if (!is.length) return null;
      const i = pick(is);
      return [...words.slice(0, i), (words[i]! + words[i + 1]!).toLowerCase(), ...words.slice(i + 2)].join(' ');
    }
    case 'split': {
      const is = idx(isCamel);
      if (!is.length) return null;
      const i = pick(is);
      return put(i, words[i]!.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
    }
    case 'camel': {
      const is = idx(isCamel);
      if (!is.length) return null;
      const i = pick(is);
      const w = words[i]!;
      if (rnd() < 0.4) return put(i, w.toLowerCase());
      const parts = w.split(/(?=[A-Z])/);
      const longest = parts.reduce((b, p, k) => (p.length > parts[b]!.length ? k : b), 0);
      const p = parts[longest]!;
      const s = p.length >= 4 ? slip(p.toLowerCase(), pick(['swap', 'drop', 'double', 'vowel'])) : null;
      if (s) parts[longest] = p[0] === p[0]!.toUpperCase() ? s[0]!.toUpperCase() + s.slice(1) : s;
      const humps = parts.map((_, k) => k).filter((k) => k > 0 && k !== longest);
      if (humps.length && (!s || rnd() < 0.5)) {
        const k = pick(humps);
        parts[k] = parts[k]!.toLowerCase();
      }
      return put(i, parts.join(''));
    }
    case 'british': {
      const is = idx((w) => british(w.toLowerCase()) !== null);
      if (!is.length) return null;
      const i = pick(is);
      return put(i, british(words[i]!.toLowerCase()));
    }
    case 'form': {
      const is = idx((w) => otherForm(w) !== null);
      if (!is.length) return null;
      const i = pick(is);
      return put(i, otherForm(words[i]!));
    }
  }
  return null;
}

const RULES = ['swap', 'drop', 'double', 'vowel', 'key', 'two', 'join', 'split', 'camel', 'british', 'form'];

type TypoQuery = Query & { clean: string };

function write(): void {
  const pool: { query: Query; src: string }[] = [];
  for (const set of SOURCES) {
    loadSet(set).forEach((query, i) => {
      if (['question', 'api', 'member', 'topic'].includes(query.kind) && query.from !== 'zh') pool.push({ query, src: `${set}#${i}` });
    });
  }
  // A seeded shuffle (Fisher-Yates).
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const used = new Map(RULES.map((r) => [r, 0]));
  const out: TypoQuery[] = [];
  for (const { query, src } of pool) {
    if (out.length >= SIZE) break;
    const tried = new Map<string, string | null>();
    for (const r of RULES) tried.set(r, typo(query.q, r));
    const fits = RULES.filter((r) => tried.get(r));
    if (!fits.length) continue;
    const least = Math.min(...fits.map((r) => used.get(r)!));
    const rule = pick(fits.filter((r) => used.get(r) === least));
    used.set(rule, least + 1);
    out.push({ q: tried.get(rule)!, kind: rule, want: query.want, ...(query.product ? { product: query.product } : {}), clean: query.q, src });
  }
  const about =
    'A DEVELOPMENT set of typed slips (issue 37, session 11), written by bench/search-typos.ts --write (seed ' +
    `${SEED}; its header states the rules): ${out.length} real queries of sets 1-6 and 8 (never set 7; no Chinese, error or typo query) ` +
    'with one slip each, put in by rule; `kind` is the rule, `clean` the query as its set has it, `src` its set and index; `want` is ' +
    "the source set's right pages.";
  writeFileSync(OUT, `${JSON.stringify({ about, queries: out }, null, 2)}\n`);
  console.log(`wrote ${out.length} queries to ${OUT}: ${[...used].map(([r, n]) => `${r} ${n}`).join(', ')}`);
}

function scoreSet(): void {
  const texts = loadIndexTexts(true);
  const indexes = { en: new SearchIndex(texts.en), zh: new SearchIndex(texts.zh) };
  const queries = (JSON.parse(readFileSync(OUT, 'utf8')) as { queries: TypoQuery[] }).queries;
  type Row = { n: number; t1: number; t3: number; t10: number; c1: number; c3: number; c10: number; lost: number };
  const rows = new Map<string, Row>();
  const lost: string[] = [];
  for (const query of queries) {
    const typed = rankOf(indexes, query).rank;
    const clean = rankOf(indexes, { ...query, q: query.clean }).rank;
    const r = (x: number) => (x < 0 ? 99 : x);
    for (const kind of [query.kind, 'all']) {
      const row = rows.get(kind) ?? { n: 0, t1: 0, t3: 0, t10: 0, c1: 0, c3: 0, c10: 0, lost: 0 };
      row.n++;
      row.t1 += +(typed === 0);
      row.t3 += +(typed >= 0 && typed < 3);
      row.t10 += +(typed >= 0 && typed < 10);
      row.c1 += +(clean === 0);
      row.c3 += +(clean >= 0 && clean < 3);
      row.c10 += +(clean >= 0 && clean < 10);
      row.lost += +(r(typed) > r(clean));
      rows.set(kind, row);
    }
    if (r(typed) > r(clean)) lost.push(`  ${query.kind.padEnd(8)} #${clean + 1} -> ${typed < 0 ? 'MISS' : `#${typed + 1}`}  ${JSON.stringify(query.q)} (${JSON.stringify(query.clean)})`);
  }
  const pct = (a: number, n: number) => `${((100 * a) / n).toFixed(1)}`.padStart(5);
  console.log(`typo dev set: ${queries.length} queries; typed (top-1 / top-3 / top-10) vs the same typed right; lost = ranked lower than typed right`);
  console.log(`  ${'rule'.padEnd(8)} ${'n'.padStart(4)}   typed              clean              lost`);
  for (const [kind, w] of [...rows].sort((a, b) => (a[0] === 'all' ? 1 : b[0] === 'all' ? -1 : RULES.indexOf(a[0]) - RULES.indexOf(b[0])))) {
    console.log(
      `  ${kind.padEnd(8)} ${String(w.n).padStart(4)}   ${pct(w.t1, w.n)} ${pct(w.t3, w.n)} ${pct(w.t10, w.n)}  ${pct(w.c1, w.n)} ${pct(w.c3, w.n)} ${pct(w.c10, w.n)}  ${String(w.lost).padStart(4)}`,
    );
  }
  if (process.argv.includes('--list')) console.log(`\n${lost.join('\n')}`);
}

if (process.argv.includes('--write')) write();
else scoreSet();
