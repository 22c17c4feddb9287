/**
 * Search index build step (called by scripts/content/extras.ts): every
 * English page record (guides and API pages) -> one serialized index,
 * stored in KV as the extra entry `<contentVersion>:search-index` so the
 * Worker script stays small; the worker loads it once per isolate.
 * Chinese records are not indexed: they mirror the English pages, and the
 * client maps results to the reader's language.
 */
import { searchIndexKey } from '../../lib/page-record';
import type { PendingEntry } from '../kv-batches';
import type { PageRecord } from '../../lib/page-record';
import { buildSearchIndex } from './build-index';
import { searchDocOf } from './extract';

export interface SearchArtifacts {
  kv: PendingEntry[];
}

/** Builds the search index from every page record. */
export async function buildSearchArtifacts(input: { records: PageRecord[]; log: (s: string) => void }): Promise<SearchArtifacts> {
  const started = performance.now();
  const docs = input.records
    .filter((r) => r.locale === 'en')
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map(searchDocOf);
  const data = buildSearchIndex(docs);
  const value = JSON.stringify(data);
  const ms = Math.round(performance.now() - started);
  input.log(`search: ${data.pages.length} pages, ${data.sections.length} sections, ${data.terms.length} terms, ${(value.length / 1024).toFixed(0)} KB in ${ms} ms`);
  return { kv: [{ key: searchIndexKey, value }] };
}
