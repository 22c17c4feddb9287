/**
 * Search index build step (called by scripts/content/api-and-search.ts): two
 * serialized indexes (lib/search.ts `encodeSearchIndex`), stored in KV as
 * extra entries so the Worker script stays small; the worker loads each
 * once per isolate, and the Chinese one only when a `/zh` reader searches:
 *
 * - `<contentVersion>:search-index`: every English page record (guides and
 *   API pages). A page's nav title and slug words count as its title.
 * - `<contentVersion>:search-index-zh`: the guides in Chinese: each titled by
 *   its Chinese page record (translated pages) or its Chinese nav title, with
 *   the English title as an alias, and the Chinese body where there is one.
 *   API pages are English everywhere and stay in the English index.
 */
import { searchIndexKey, type PageRecord } from '../../lib/page-record';
import type { PageTitleTable } from '../../lib/i18n';
import { encodeSearchIndex, type SearchDocInput } from '../../lib/search';
import type { PendingEntry } from '../kv-batches';
import { buildSearchIndex } from './build-index';
import { searchDocOf } from './extract';

export interface SearchArtifacts {
  kv: PendingEntry[];
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

/** Builds both search indexes from every page record. */
export async function buildSearchArtifacts(input: { records: PageRecord[]; titles?: PageTitleTable; log: (s: string) => void }): Promise<SearchArtifacts> {
  const kv: PendingEntry[] = [];
  for (const locale of ['en', 'zh'] as const) {
    const started = performance.now();
    const docs = locale === 'en' ? englishDocs(input.records, input.titles) : chineseDocs(input.records, input.titles);
    const data = buildSearchIndex(docs, undefined, locale);
    const value = encodeSearchIndex(data);
    const ms = Math.round(performance.now() - started);
    input.log(`search (${locale}): ${data.pages.length} pages, ${data.sections.length} sections, ${data.terms.length} terms, ${(value.length / 1024).toFixed(0)} KB in ${ms} ms`);
    kv.push({ key: (v) => searchIndexKey(v, locale), value });
  }
  return { kv };
}
