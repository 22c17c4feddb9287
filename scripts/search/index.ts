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
import { encodeSearchIndex, type SearchDocInput } from '../../lib/search';
import type { PendingEntry } from '../kv-batches';
import { buildSearchIndex } from './build-index';
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

/** The Chinese search inputs: every guide with its Chinese title, its Chinese body when translated. */
export function chineseDocs(records: readonly PageRecord[], titles: PageTitleTable = {}): SearchDocInput[] {
  const zh = new Map(records.filter((r) => r.locale === 'zh').map((r) => [r.path, r]));
  return englishDocs(records)
    .filter((d) => d.kind === 'guide')
    .map((en): SearchDocInput => {
      const own = zh.get(en.path);
      const translated = own && !own.untranslated ? own : undefined;
      const title = translated?.title ?? titles[en.path]?.zh ?? en.title;
      const body = translated ? searchDocOf(translated) : undefined;
      return {
        path: en.path,
        title,
        description: translated?.description ?? '',
        product: en.product,
        kind: 'guide',
        aliases: [en.title],
        ...(en.date ? { date: en.date } : {}),
        sections: body?.sections ?? [{ anchor: '', heading: '', text: '' }],
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

/** The fields of the page records the search index reads, with the nav titles (a build cache, not an output). */
function writeSearchInputs(records: readonly PageRecord[], titles: PageTitleTable): void {
  const keep = records.map((r) => ({
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
  }));
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
      const data = buildSearchIndex(docs, undefined, locale);
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
