/**
 * The search indexes of the deployed content version, each parsed once per
 * isolate and kept in memory: English for every reader, Chinese only when a
 * `/zh` reader searches in Chinese, so English readers never pay for it.
 * A production worker carries both in its bundle (worker/search/embedded.ts):
 * nothing to read, and a corrupt one is parsed once per isolate; the English
 * one is parsed, and one query run on it, as the isolate starts (loadAtStart,
 * about 10 ms of CPU), so that an isolate whose first request is a search
 * does not pay for it. Otherwise
 * (`npm start`, the worker tests) each is read from KV
 * (`<contentVersion>:search-index`, `<contentVersion>:search-index-zh`).
 * Requests never await a promise started by another request (workerd ties
 * I/O to the request that began it). So that a burst of cold requests does
 * not parse the index once each (about 2 MB of JSON: a copy per request
 * would pass the isolate's memory), one request reads and the others poll
 * for its result every LOAD_POLL_MS, for at most LOAD_WAIT_MS; past that
 * (the loading request was cancelled or is stuck) they read themselves.
 * The index is held once.
 *
 * A failed load (KV error or timeout, or no index: StoreUnavailable, a
 * 503; an index not of the format lib/search.ts reads: RecordInvalid, a
 * 500) is remembered for FAILURE_TTL_MS per KV binding and locale: requests
 * in that window get the same error at once instead of each reading KV
 * again (a short negative cache). A corrupt built-in index is a fault of
 * the deployed bundle: remembered until the isolate ends.
 */
import type { Locale } from '../../lib/constants';
import { DEV_STATE_KEY, searchIndexKey } from '../../lib/page-record';
import { SearchIndex } from '../../lib/search';
import { CONTENT_VERSION, DEV_MODE, KV_PREFIX } from '../site';
import { KV_POLICY, withBudget } from '../binding-budget';
import { RecordInvalid, StoreUnavailable, readText } from '../store';
import { EMBEDDED_INDEXES } from './embedded';

const loaded = new Map<Locale, SearchIndex>();

/** How long a failed load answers for the next requests. */
export const FAILURE_TTL_MS = 10_000;
const failures = new WeakMap<KVNamespace, Map<Locale, { at: number; error: StoreUnavailable | RecordInvalid }>>();

const indexName = (locale: Locale) => (locale === 'en' ? 'search index' : `${locale} search index`);

/** The key a corrupt index is reported under (reportInvalid logs once per key and isolate). */
const indexKey = (locale: Locale, embedded: boolean) => (embedded ? `${searchIndexKey(KV_PREFIX, locale)} (built into the worker)` : searchIndexKey(KV_PREFIX, locale));

function parse(text: string, locale: Locale, embedded: boolean): SearchIndex {
  try {
    return new SearchIndex(text);
  } catch (e) {
    // A permanent fault of this content version: no retry mends it (a 500, not a 503).
    throw new RecordInvalid(indexKey(locale, embedded), `the ${indexName(locale)} of content version ${CONTENT_VERSION} is corrupt: ${e instanceof Error ? e.message : String(e)}`);
  }
}

async function read(kv: KVNamespace, locale: Locale): Promise<SearchIndex> {
  const text = await readText(kv, searchIndexKey(KV_PREFIX, locale), 3600);
  if (text === null) throw new StoreUnavailable(`no ${indexName(locale)} for content version ${CONTENT_VERSION}`, searchIndexKey(KV_PREFIX, locale));
  return parse(text, locale, false);
}

/** A built-in index that did not parse: the same bundle never holds another, so it is not parsed again (each request answers 500 at once). */
const embeddedFailures = new Map<Locale, RecordInvalid>();

/** The index the bundle carries for `locale`, parsed; undefined when it carries none. */
function embedded(locale: Locale): SearchIndex | undefined {
  const text = EMBEDDED_INDEXES[locale];
  if (text === undefined) return undefined;
  const failure = embeddedFailures.get(locale);
  if (failure) throw failure;
  try {
    const index = parse(text, locale, true);
    loaded.set(locale, index);
    return index;
  } catch (e) {
    if (e instanceof RecordInvalid) embeddedFailures.set(locale, e);
    throw e;
  }
}

/** The query loadAtStart runs once (a warm query of worker/search/warm.ts, which then skips it). */
export const START_QUERY = 'sorting';
let startQueryRan = false;
/** Locales whose index a caller of loadSearchIndex was handed (a search ran), not only loaded at start. */
const served = new Set<Locale>();

/**
 * Called once at module scope (worker/index.ts), so that an isolate whose
 * first request is a search finds the English index parsed and the engine's
 * hot path compiled: when the bundle carries the English index, parses it
 * (as a first search would: `loaded` holds it, a corrupt one is remembered
 * in embeddedFailures) and runs START_QUERY on it. Every error is swallowed:
 * nothing throws at module scope, and a corrupt index is reported by the
 * first search, as without this. Does nothing in DEV_MODE or when the
 * bundle carries no index (`npm start`, the worker tests read KV). One
 * query, not more: a second (a typo of two words) took a first typo search
 * under 10 ms but cost about 14 ms more at every start (decision 0016).
 */
export function loadAtStart(): void {
  if (DEV_MODE || EMBEDDED_INDEXES.en === undefined) return;
  try {
    embedded('en')?.search(START_QUERY);
    startQueryRan = true;
  } catch {
    // A corrupt index stays in embeddedFailures (the first search answers 500 and logs it); an engine error
    // shows on the first search as it would without this.
  }
}

/** How often a request waiting for another request's load looks for the index. */
export const LOAD_POLL_MS = 10;
/** How long a request waits for another request's load before reading itself. */
export const LOAD_WAIT_MS = 3000;
/** Loads in flight per locale (each a KV read and a parse), counted per generation (a reset starts a new one). */
const loading = new Map<Locale, number>();
let generation = 0;

let devVersion: unknown;

/**
 * `npm start` only: a content rebuild lands in KV under the same keys without
 * a new isolate (scripts/start.ts), so an index read before the version it
 * last published is dropped and read again.
 */
async function followDevVersion(kv: KVNamespace): Promise<void> {
  const raw = await withBudget(() => kv.get(DEV_STATE_KEY), KV_POLICY).catch(() => null);
  let version: unknown;
  try {
    version = raw ? (JSON.parse(raw) as { version?: unknown }).version : null;
  } catch {
    return; // A torn write: the next request reads it whole.
  }
  if (version === devVersion) return;
  devVersion = version;
  loaded.clear();
  failures.delete(kv);
}

/**
 * The loaded index of `locale`. Throws StoreUnavailable (transient: a 503)
 * when KV fails or holds none, RecordInvalid (permanent: a 500, logged once
 * per isolate by reportInvalid) when the index is corrupt.
 */
export async function loadSearchIndex(kv: KVNamespace, locale: Locale = 'en'): Promise<SearchIndex> {
  const index = await load(kv, locale);
  served.add(locale);
  return index;
}

async function load(kv: KVNamespace, locale: Locale): Promise<SearchIndex> {
  if (DEV_MODE) await followDevVersion(kv);
  const ready = loaded.get(locale) ?? embedded(locale);
  if (ready) return ready;
  const failed = () => {
    const f = failures.get(kv)?.get(locale);
    if (f && Date.now() - f.at < FAILURE_TTL_MS) throw f.error;
  };
  failed();
  if ((loading.get(locale) ?? 0) > 0) {
    // Another request is reading: wait for its index (or its failure) rather than parse a second copy.
    const until = Date.now() + LOAD_WAIT_MS;
    while (!loaded.has(locale) && (loading.get(locale) ?? 0) > 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, LOAD_POLL_MS));
      failed();
    }
    const waited = loaded.get(locale);
    if (waited) return waited;
  }
  let index: SearchIndex;
  const gen = generation;
  loading.set(locale, (loading.get(locale) ?? 0) + 1);
  try {
    index = await read(kv, locale);
  } catch (e) {
    if (e instanceof StoreUnavailable || e instanceof RecordInvalid) {
      if (!failures.has(kv)) failures.set(kv, new Map());
      failures.get(kv)!.set(locale, { at: Date.now(), error: e });
    }
    throw e;
  } finally {
    if (gen === generation) loading.set(locale, (loading.get(locale) ?? 1) - 1);
  }
  failures.get(kv)?.delete(locale);
  if (!loaded.has(locale)) loaded.set(locale, index);
  return loaded.get(locale)!;
}

/** True when the worker carries the index of `locale` in its bundle (benchmarks: no KV read). */
export function isSearchIndexEmbedded(locale: Locale = 'en'): boolean {
  return EMBEDDED_INDEXES[locale] !== undefined;
}

/** True when loadAtStart ran START_QUERY in this isolate (worker/search/warm.ts then skips it). */
export function startQueryDone(): boolean {
  return startQueryRan;
}

/**
 * True when a request was handed the index of `locale` (loadSearchIndex): the isolate has searched
 * (worker/search/warm.ts), unlike an index only parsed at start (loadAtStart).
 */
export function isSearchIndexServed(locale: Locale = 'en'): boolean {
  return served.has(locale);
}

/** True when the index of `locale` is loaded in this isolate (tests, benchmarks). */
export function isSearchIndexLoaded(locale: Locale = 'en'): boolean {
  return loaded.has(locale);
}

/** Forgets the loaded indexes and any remembered failure (tests, benchmarks). */
export function resetSearchIndex(kv?: KVNamespace): void {
  loaded.clear();
  loading.clear();
  served.clear();
  startQueryRan = false;
  embeddedFailures.clear();
  generation++;
  if (kv) failures.delete(kv);
}
