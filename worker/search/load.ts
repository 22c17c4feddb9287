/**
 * The search index of the deployed content version, read from KV once per
 * isolate (`<contentVersion>:search-index`) and kept parsed in memory.
 * Requests never await a promise started by another request (workerd ties
 * I/O to the request that began it): concurrent cold requests each read,
 * the first to finish is kept. A failed read is not cached.
 */
import { SearchIndex, type SearchIndexData } from '../../lib/search';
import { CONTENT_VERSION, KV_PREFIX } from '../site';
import { StoreUnavailable } from '../store';

let loaded: SearchIndex | undefined;

/** KV key of the search index of a content version. */
export function searchIndexKey(version: string): string {
  return `${version}:search-index`;
}

async function read(kv: KVNamespace): Promise<SearchIndex> {
  let text: string | null;
  try {
    text = await kv.get(searchIndexKey(KV_PREFIX), { type: 'text', cacheTtl: 3600 });
  } catch (e) {
    throw new StoreUnavailable(`KV read failed for the search index: ${(e as Error).message}`);
  }
  if (text === null) throw new StoreUnavailable(`no search index for content version ${CONTENT_VERSION}`);
  return new SearchIndex(JSON.parse(text) as SearchIndexData);
}

/** The loaded index (throws StoreUnavailable when KV fails or holds none). */
export async function loadSearchIndex(kv: KVNamespace): Promise<SearchIndex> {
  if (loaded) return loaded;
  const index = await read(kv);
  loaded ??= index;
  return loaded;
}

/** Forgets the loaded index (tests). */
export function resetSearchIndex(): void {
  loaded = undefined;
}
