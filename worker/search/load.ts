/**
 * The search index of the deployed content version, read from KV once per
 * isolate (`<contentVersion>:search-index`) and kept parsed in memory.
 * Requests never await a promise started by another request (workerd ties
 * I/O to the request that began it). So that a burst of cold requests does
 * not parse the index once each (about 2 MB of JSON: a copy per request
 * would pass the isolate's memory), one request reads and the others poll
 * for its result every LOAD_POLL_MS, for at most LOAD_WAIT_MS; past that
 * (the loading request was cancelled or is stuck) they read themselves.
 * The index is held once.
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

/** How often a request waiting for another request's load looks for the index. */
export const LOAD_POLL_MS = 10;
/** How long a request waits for another request's load before reading itself. */
export const LOAD_WAIT_MS = 3000;
/** Loads in flight (each a KV read and a parse), counted per generation (a reset starts a new one). */
let loading = 0;
let generation = 0;

/** The loaded index (throws StoreUnavailable when KV fails, holds none or a corrupt one). */
export async function loadSearchIndex(kv: KVNamespace): Promise<SearchIndex> {
  if (loaded) return loaded;
  const failed = () => {
    const f = failures.get(kv);
    if (f && Date.now() - f.at < FAILURE_TTL_MS) throw new StoreUnavailable(`${f.message} (cached failure)`);
  };
  failed();
  if (loading > 0) {
    // Another request is reading: wait for its index (or its failure) rather than parse a second copy.
    const until = Date.now() + LOAD_WAIT_MS;
    while (!loaded && loading > 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, LOAD_POLL_MS));
      failed();
    }
    if (loaded) return loaded;
  }
  let index: SearchIndex;
  const gen = generation;
  loading++;
  try {
    index = await read(kv);
  } catch (e) {
    if (e instanceof StoreUnavailable) failures.set(kv, { at: Date.now(), message: e.message });
    throw e;
  } finally {
    if (gen === generation) loading--;
  }
  failures.delete(kv);
  loaded ??= index;
  return loaded;
}

/** Forgets the loaded index and any remembered failure (tests). */
export function resetSearchIndex(kv?: KVNamespace): void {
  loaded = undefined;
  loading = 0;
  generation++;
  if (kv) failures.delete(kv);
}
