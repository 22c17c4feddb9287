/**
 * Search index build step (called by scripts/content/api-and-search.ts): two
 * serialized indexes (lib/search.ts `encodeSearchIndex`). A production
 * worker carries them as text modules (scripts/build-worker.ts), so its
 * first search reads no KV; they are also KV entries, which `npm start`
 * (content changes without a new worker) and the worker tests read. The
 * worker parses each once per isolate, the Chinese one only when a `/zh`
 * reader searches:
 *
 * - `<contentVersion>:search-index`: every English page record (guides and
 *   API pages). A page's nav title and slug words count as its title.
 * - `<contentVersion>:search-index-zh`: the guides in Chinese: each titled by
 *   its Chinese page record (translated pages) or its Chinese nav title, with
 *   the English title as an alias, and the Chinese body where there is one.
 *   API pages are English everywhere and stay in the English index.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { searchIndexKey, type PageRecord } from '../../lib/page-record';
import type { PageTitleTable } from '../../lib/i18n';
import { encodeSearchIndex, hasCjk, queryTokens, tokenize, type SearchDocInput } from '../../lib/search';
import { walkNav, type NavItem } from '../../lib/nav';
import navJson from '../../content/nav.json';
import type { PendingEntry } from '../kv-batches';
import { buildSearchIndex } from './build-index';
import { packageMessages } from './messages';
import { inflections } from '../../lib/search/word-forms';
import { WORD_GLOSSARY } from './glossary-zh';
import { searchDocOf } from './extract';

export interface SearchArtifacts {
  kv: PendingEntry[];
  /** The serialized indexes, which a production worker also carries (scripts/build-worker.ts). */
  indexes: Record<'en' | 'zh', string>;
}

const byPath = (a: PageRecord, b: PageRecord) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** Words of a page path's last segment (`/x/react-data-grid/row-grouping` -> `row grouping`). */
export function slugWords(path: string): string {
  return (path.split('/').pop() ?? '').replace(/-/g, ' ');
}

/** The English search inputs: a guide's nav title and slug words as aliases, an API page's bare name. */
export function englishDocs(records: readonly PageRecord[], titles: PageTitleTable = {}): SearchDocInput[] {
  return records
    .filter((r) => r.locale === 'en')
    .sort(byPath)
    .map((r) => {
      const doc = searchDocOf(r);
      // An API page is also titled by its bare name (`RichTreeView` for "RichTreeView API").
      const aliases = (doc.kind === 'api' ? [r.title.replace(/ API$/, '')] : [titles[r.path]?.en, slugWords(r.path)]).filter((t): t is string => Boolean(t) && t !== r.title);
      return aliases.length ? { ...doc, aliases } : doc;
    });
}

/**
 * A guide's English title as its Chinese words are read from (`inTitle` of `chineseDocs`): its nav title, or, when
 * several nav entries share that ("Overview", "Recipes", "Row grouping" for the group and its server-side page), its
 * page title without the product ("Data Grid - Server-side row grouping" -> "Server-side row grouping").
 */
export function ownEnglishTitle(en: { path: string; title: string }, titles: PageTitleTable, shared: ReadonlyMap<string, number>): string {
  const nav = titles[en.path]?.en;
  const own = en.title.replace(/^.* - /, '');
  // (A page title that only puts its product before the nav title, "Rich Tree View: items", says no more than it.)
  return nav && ((shared.get(nav) ?? 0) < 2 || own.toLowerCase().endsWith(`: ${nav.toLowerCase()}`)) ? nav : own;
}

/** Per page path: the Chinese titles of the nav groups it sits in, innermost last (`筛选` for the filtering pages). */
function chineseGroups(titles: PageTitleTable): Map<string, string[]> {
  const out = new Map<string, string[]>();
  walkNav((navJson as { tree: NavItem[] }).tree, (item, ancestors) => {
    const groups = ancestors.map((a) => titles[a.pathname]?.zh).filter((t): t is string => Boolean(t));
    const parent = ancestors.at(-1);
    // A group's first page is its start page: it is titled by the group's name too (行分组 for "Overview").
    const first = parent?.children?.find((c) => !c.children) === item ? titles[parent.pathname]?.zh : undefined;
    if (groups.length) out.set(item.pathname, [...groups.slice(-2).map((g) => `${g} ${titles[item.pathname]?.zh ?? ''}`.trim()), ...(first ? [first] : [])]);
  });
  return out;
}

/**
 * English words -> Chinese, from the nav titles (`Sorting` -> 排序, `Cells` -> 单元格): titles that
 * several pages share (`Overview`, `Demos`) say nothing and are left out. Keys are the English
 * title's query words, stemmed.
 */
export function glossaryOf(titles: PageTitleTable): { words: string[]; zh: string; key?: string }[] {
  const count = new Map<string, number>();
  for (const t of Object.values(titles)) count.set(t.en, (count.get(t.en) ?? 0) + 1);
  const out = new Map<string, { words: string[]; zh: string; key?: string }>();
  for (const t of Object.values(titles)) {
    if (!t.zh || !hasCjk(t.zh) || (count.get(t.en) ?? 0) > 1) continue;
    const words = queryTokens(t.en).map(stem);
    if (words.length === 0 || words.length > 2 || words.some((w) => w.length < 3)) continue;
    out.set(`${words.join(' ')}|${t.zh}`, { words, zh: t.zh });
  }
  // The domain's words, one or two at a time (`width` -> 宽度, `server side` -> 服务端).
  for (const [en, zh] of Object.entries(WORD_GLOSSARY)) {
    const key = queryTokens(en);
    const words = key.map(stem);
    if (words.length) out.set(`${words.join(' ')}|${zh}`, { words, zh, ...(key.length === 1 ? { key: key[0] } : {}) });
  }
  return [...out.values()];
}

/** A crude stem, the same for a word's plural, -ed and -ing forms (glossary matching only). */
export function stem(w: string): string {
  return w.replace(/(ies|es|s|ed|ing)$/, '').replace(/e$/, '');
}

/** The glossary's Chinese terms whose English words all occur in `text` (a two-word term: side by side). */
function chineseTerms(text: string, glossary: readonly { words: string[]; zh: string; key?: string }[]): string[] {
  return glossaryEntries(text, glossary).map((g) => g.zh);
}

/** The glossary's entries whose English words all occur in `text` (chineseTerms). */
function glossaryEntries<G extends { words: string[]; zh: string; key?: string }>(text: string, glossary: readonly G[]): G[] {
  const raw = tokenize(text);
  const words = raw.map(stem);
  const have = new Set(words);
  // A word that is one key or its form (`paste`) is not another key that only shares its crude stem
  // (`past`: 过去 on the clipboard's sections, 粘贴 on every section about past dates).
  const owned = new Map<string, Set<string>>();
  for (let i = 0; i < raw.length; i++) {
    const keys = KEYS_BY_STEM.get(words[i]!);
    if (!keys || keys.length < 2) continue;
    const own = keys.filter((k) => k === raw[i] || inflections(k).includes(raw[i]!));
    const set = owned.get(words[i]!) ?? new Set<string>();
    for (const k of own.length ? own : keys) set.add(k);
    owned.set(words[i]!, set);
  }
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < words.length; i++) pairs.add(`${words[i]} ${words[i + 1]}`);
  return glossary
    .filter((g) => (g.words.length === 2 ? pairs.has(g.words.join(' ')) : g.words.every((w) => have.has(w))))
    .filter((g) => g.words.length !== 1 || g.key === undefined || !owned.has(g.words[0]!) || owned.get(g.words[0]!)!.has(g.key));
}

/** The glossary's one-word keys by their crude stem, where several share one (`past`, `paste`). */
const KEYS_BY_STEM = new Map<string, string[]>();
for (const en of Object.keys(WORD_GLOSSARY)) {
  const words = queryTokens(en);
  if (words.length !== 1) continue;
  const keys = KEYS_BY_STEM.get(stem(words[0]!)) ?? [];
  if (!keys.includes(words[0]!)) keys.push(words[0]!);
  KEYS_BY_STEM.set(stem(words[0]!), keys);
}

/**
 * The Chinese search inputs: every guide, titled in Chinese (its Chinese record or nav title, with
 * its nav groups' titles and the English title as aliases), with its Chinese body where it is
 * translated and its English headings and text otherwise; each untranslated heading also carries the
 * Chinese words of the glossary it speaks of, so `编辑单元格` finds "Make cells editable".
 */
export function chineseDocs(records: readonly PageRecord[], titles: PageTitleTable = {}): SearchDocInput[] {
  const zh = new Map(records.filter((r) => r.locale === 'zh').map((r) => [r.path, r]));
  const groups = chineseGroups(titles);
  const sharedEn = new Map<string, number>();
  for (const t of Object.values(titles)) sharedEn.set(t.en, (sharedEn.get(t.en) ?? 0) + 1);
  const glossary = glossaryOf(titles);
  // Chinese readers' own words for a page (frontmatter `keywordsZh` of its index.md, or of its own
  // index.zh.md), searched beside its English keywords.
  const zhKeywords = new Map(records.filter((r) => r.locale === 'en' && r.keywordsZh?.length).map((r) => [r.path, r.keywordsZh!]));
  for (const r of zh.values()) if (!r.untranslated && r.keywordsZh?.length) zhKeywords.set(r.path, r.keywordsZh);
  return englishDocs(records, titles)
    .filter((d) => d.kind === 'guide')
    .map((en): SearchDocInput => {
      const own = zh.get(en.path);
      const translated = own && !own.untranslated ? own : undefined;
      const title = translated?.title ?? titles[en.path]?.zh ?? en.title;
      const inGroups = groups.get(en.path) ?? [];
      // (And the Chinese words of its English title, `行 选择 选中 勾选` for "Row selection": a reader's
      // word for it may not be the nav title's, 选中的行.)
      const inTitle = translated ? '' : chineseTerms(ownEnglishTitle(en, titles, sharedEn), glossary).join(' ');
      const aliases = [en.title, ...(en.aliases ?? []), ...inGroups, inTitle].filter((t) => t && t !== title);
      // (And the Chinese words of its English keywords, `buddhist calendar` -> 佛历: readers' words for the
      // page's subject that its headings and text may not say. Only a phrase the glossary says whole: one
      // it says in part (`top bar` -> 柱状图, `bar` being the charts' word) names something else.)
      const inKeywords = (en.keywords ?? [])
        .map((k) => {
          const found = glossaryEntries(k, glossary);
          if (!tokenize(k).every((w) => found.some((g) => g.words.includes(stem(w))))) return '';
          return [...new Set(found.flatMap((g) => g.zh.split(' ')))].join(' ');
        })
        .filter(Boolean);
      const keywords = [...(en.keywords ?? []), ...inKeywords, ...(zhKeywords.get(en.path) ?? [])];
      const sections = translated
        ? searchDocOf(translated).sections
        : en.sections.map((s, i) => {
            const heading = chineseTerms(i === 0 ? `${en.title} ${s.text.slice(0, 300)}` : s.heading, glossary);
            // The section's text speaks of these too: they count as its text does.
            const inText = chineseTerms(s.text, glossary).filter((t) => !heading.includes(t));
            return { ...s, ...(heading.length ? { keywords: heading.join(' ') } : {}), ...(inText.length ? { terms: inText.join(' ') } : {}) };
          });
      return {
        path: en.path,
        title,
        description: translated?.description ?? en.description,
        product: en.product,
        kind: 'guide',
        aliases,
        ...(en.date ? { date: en.date } : {}),
        ...(keywords.length ? { keywords } : {}),
        sections,
      };
    });
}

/** The index thread (`thread: true`), started on first use and kept, unref'd, for the next build. */
let thread: Worker | undefined;

/** Builds and encodes one index on the index thread. */
function indexOnThread(docs: SearchDocInput[], locale: string): Promise<{ value: string; counts: [number, number, number] }> {
  // Under tsx the thread loads the TypeScript module through the same loader (as scripts/demos/pool.ts).
  const worker = (thread ??= new Worker(new URL('./index-thread.ts', import.meta.url), { execArgv: ['--import', 'tsx'] }));
  return new Promise((resolve, reject) => {
    const fail = (e: Error) => {
      worker.off('message', done);
      thread = undefined;
      reject(e);
    };
    const done = (m: { ok: true; value: string; counts: [number, number, number] } | { ok: false; message: string }) => {
      worker.off('error', fail);
      worker.unref();
      if (m.ok) resolve(m);
      else reject(new Error(m.message));
    };
    worker.ref();
    worker.once('message', done);
    worker.once('error', fail);
    worker.postMessage({ docs, locale });
  });
}

export interface SearchArtifactsInput {
  records: PageRecord[];
  titles?: PageTitleTable;
  log: (s: string) => void;
  /**
   * npm start: build and encode the indexes on a worker thread, and await
   * `pause` between steps, so a one-page rebuild never waits a second
   * behind the index (the same output either way).
   */
  thread?: boolean;
  pause?: () => Promise<void>;
}

/** Where the build leaves the search inputs, so bench/search-quality.ts can rebuild the index with changed engine code. */
export const SEARCH_INPUTS_FILE = join(dirname(new URL(import.meta.url).pathname), '..', '..', '.cache', 'search', 'inputs.json');

/** The fields of the page records the search index reads: the index built from them is the one built from the records. */
export function searchInputRecords(records: readonly PageRecord[]): PageRecord[] {
  return records.map((r) => ({
    path: r.path,
    locale: r.locale,
    title: r.title,
    description: r.description,
    productId: r.productId,
    kind: r.kind,
    toc: r.toc,
    markdown: r.markdown,
    ...(r.plan ? { plan: r.plan } : {}),
    ...(r.date ? { date: r.date } : {}),
    ...(r.untranslated ? { untranslated: true } : {}),
    ...(r.propNames ? { propNames: r.propNames } : {}),
    ...(r.keywords?.length ? { keywords: r.keywords } : {}),
    ...(r.keywordsZh?.length ? { keywordsZh: r.keywordsZh } : {}),
  })) as PageRecord[];
}

/** The search inputs with the nav titles, for bench/search-quality.ts and bench/search-rerank.ts (a build cache, not an output). */
function writeSearchInputs(records: readonly PageRecord[], titles: PageTitleTable): void {
  const keep = searchInputRecords(records);
  try {
    mkdirSync(dirname(SEARCH_INPUTS_FILE), { recursive: true });
    writeFileSync(SEARCH_INPUTS_FILE, JSON.stringify({ records: keep, titles }));
  } catch {
    // Only a benchmark reads it.
  }
}

/** Builds both search indexes from every page record. */
export async function buildSearchArtifacts(input: SearchArtifactsInput): Promise<SearchArtifacts> {
  if (!input.thread) writeSearchInputs(input.records, input.titles ?? {});
  const kv: PendingEntry[] = [];
  const indexes = { en: '', zh: '' };
  for (const locale of ['en', 'zh'] as const) {
    const started = performance.now();
    await input.pause?.();
    const docs = locale === 'en' ? englishDocs(input.records, input.titles) : chineseDocs(input.records, input.titles);
    let value: string;
    let counts: [number, number, number];
    if (input.thread) {
      await input.pause?.();
      ({ value, counts } = await indexOnThread(docs, locale));
    } else {
      const data = buildSearchIndex(docs, undefined, locale, locale === 'en' ? packageMessages() : []);
      value = encodeSearchIndex(data);
      counts = [data.pages.length, data.sections.length, data.terms.length];
    }
    const ms = Math.round(performance.now() - started);
    input.log(`search (${locale}): ${counts[0]} pages, ${counts[1]} sections, ${counts[2]} terms, ${(value.length / 1024).toFixed(0)} KB in ${ms} ms`);
    kv.push({ key: (v) => searchIndexKey(v, locale), value });
    indexes[locale] = value;
  }
  return { kv, indexes };
}
