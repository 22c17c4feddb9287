/**
 * The search index of the deployed content version, read from KV once per
 * isolate (`<contentVersion>:search-index`) and kept parsed in memory.
 * Requests never await a promise started by another request (workerd ties
 * I/O to the request that began it): concurrent cold requests each read,
 * the first to finish is kept.
 *
 * A failed load (KV error or timeout, no index, an index that is not JSON
 * or not of the index format) is remembered for FAILURE_TTL_MS per KV
 * binding: requests in that window get StoreUnavailable at once instead of
 * each reading KV again (a short negative cache).
 */
import { searchIndexKey } from '../../lib/page-record';
import { SearchIndex, type SearchIndexData } from '../../lib/search';
import { CONTENT_VERSION, KV_PREFIX } from '../site';
import { StoreUnavailable, readText } from '../store';

let loaded: SearchIndex | undefined;

/** How long a failed load answers for the next requests. */
export const FAILURE_TTL_MS = 10_000;
const failures = new WeakMap<KVNamespace, { at: number; message: string }>();

async function read(kv: KVNamespace): Promise<SearchIndex> {
  const text = await readText(kv, searchIndexKey(KV_PREFIX), 3600);
  if (text === null) throw new StoreUnavailable(`no search index for content version ${CONTENT_VERSION}`);
  try {
    return new SearchIndex(JSON.parse(text) as SearchIndexData);
  } catch (e) {
    throw new StoreUnavailable(`the search index of content version ${CONTENT_VERSION} is corrupt: ${(e as Error).message}`);
  }
}

/** The loaded index (throws StoreUnavailable when KV fails, holds none or a corrupt one). */
export async function loadSearchIndex(kv: KVNamespace): Promise<SearchIndex> {
  if (loaded) return loaded;
  const failed = failures.get(kv);
  if (failed && Date.now() - failed.at < FAILURE_TTL_MS) throw new StoreUnavailable(`${failed.message} (cached failure)`);
  let index: SearchIndex;
  try {
    index = await read(kv);
  } catch (e) {
    if (e instanceof StoreUnavailable) failures.set(kv, { at: Date.now(), message: e.message });
    throw e;
  }
  failures.delete(kv);
  loaded ??= index;
  return loaded;
}

/** Forgets the loaded index and any remembered failure (tests). */
export function resetSearchIndex(kv?: KVNamespace): void {
  loaded = undefined;
  if (kv) failures.delete(kv);
}
