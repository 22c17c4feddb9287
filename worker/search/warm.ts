/**
 * The search engine warmed before a reader's first search. V8 runs an
 * isolate's first searches as cold code (bytecode, inline-cache misses) until
 * it tiers the engine up: 17-30 ms of CPU for the first, 10-20 ms for the next
 * few, against about 0.5 ms warm. A production worker parses the English
 * index and runs one of WARM_QUERIES (START_QUERY) as the isolate starts
 * (worker/search/load.ts `loadAtStart`), which an isolate whose first request
 * is a search needs. A reader always searches from a page, so once an isolate
 * has answered its first request that is not a search (a page, the
 * sitemap...), the other WARM_QUERIES run once (all of them, and the parse,
 * when nothing ran at start), in the request's `waitUntil`: the reader's first
 * search then finds the engine warm. It begins WARM_DELAY_MS after that
 * response is handed back, so the page's bytes go out first, and runs in
 * slices (the parse, then one query per task), so that another request of the
 * isolate waits at most one slice.
 *
 * Once per isolate, never twice at once; not for bots (their pages never open
 * the dialog), not when a search already ran (the engine is warm), and only
 * for an index the worker carries (a production bundle: pure CPU, no KV read;
 * `npm start` and the worker tests read theirs from KV and are not warmed
 * unless a test puts an index in EMBEDDED_INDEXES). A failure is swallowed:
 * a corrupt index is reported once as searches report it (reportInvalid),
 * anything else logged once; no response depends on it. Chinese is not
 * warmed: its first search costs 5-9 ms and most isolates never see one.
 *
 * `npm run bench:search` (lines (a) and (c)): the first search after a page
 * about 3-7 ms instead of 10-15 ms, for about 40 ms of CPU once per isolate
 * (36-65 ms in 4 runs; 38-69 ms before the parse and START_QUERY moved to
 * the isolate's start).
 * Not all of it at module scope: measured so (the parse and every query),
 * every isolate's start grew by 100-190 ms. The parse and one query alone
 * cost about 10 ms at start (4 ms the parse, 6 ms the query: the same work as
 * an isolate's first search, bench/search-cold.ts, 2026-12-03) and take an
 * isolate's first `grid` from 8.5-13.4 ms (median 10.9) to 3.9-8.3 ms (6.0).
 */
import { isbot } from 'isbot';
import type { SearchIndex } from '../../lib/search';
import { log, messageOf } from '../log';
import { RecordInvalid, reportInvalid } from '../store';
import { START_QUERY, isSearchIndexEmbedded, isSearchIndexServed, loadSearchIndex, startQueryDone } from './load';

/**
 * One query per path of the engine: a plain word, several words, an exact API
 * name, a typo (builds the typo table), a half-typed word, a question, a
 * product boost and a product filter (as the dialog sends them), and a query
 * that finds nothing (the dialog then asks for suggestions). None is a query
 * the benchmarks time as "the first search after a page", so that figure is
 * not a repeat of a warmed query. The first, START_QUERY, a production worker
 * runs as the isolate starts (loadAtStart): the warm-up skips it then.
 */
export const WARM_QUERIES: readonly { q: string; product?: 'x-data-grid' | 'x-date-pickers'; only?: boolean }[] = [
  { q: START_QUERY },
  { q: 'row selection checkbox' },
  { q: 'GridColDef' },
  { q: 'paginaton' },
  { q: 'tre' },
  { q: 'how do I change the locale' },
  { q: 'filter', product: 'x-data-grid' },
  { q: 'time zone', product: 'x-date-pickers', only: true },
  { q: 'qzxvkj' },
];

/** Paths whose requests are searches (they warm the engine themselves) or benchmarks of it. */
const SEARCH_PATHS = ['/x/search.json', '/x/mcp', '/x/llms.txt', '/x/__bench/'];

type State = 'idle' | 'running' | 'done';
let state: State = 'idle';
let failureLogged = false;

/** Where this isolate's warm-up stands (tests, benchmarks). */
export function searchWarmupState(): State {
  return state;
}

/** Forgets that the warm-up ran (tests). */
export function resetSearchWarmup(): void {
  state = 'idle';
  failureLogged = false;
}

/** Lets other tasks of the isolate (a concurrent request's stream) run between the warm-up's steps. */
const yieldTask = () => new Promise<void>((r) => setTimeout(r, 0));

/** Parses the English index and runs WARM_QUERIES, one query per task. */
export async function warmSearch(kv: KVNamespace): Promise<void> {
  const index: SearchIndex = await loadSearchIndex(kv, 'en');
  await yieldTask();
  for (const { q, product, only } of WARM_QUERIES) {
    // Already run on this index when the isolate started (loadAtStart).
    if (q === START_QUERY && !product && startQueryDone()) continue;
    const results = index.search(q, { product, only });
    if (!results.length) index.suggest(q);
    await yieldTask();
  }
}

/**
 * How long after the response is handed back the warm-up begins. A page is rendered in full before the
 * handler returns (worker/render.tsx gives bytes), and the runtime sends those bytes without the isolate's
 * code; the pause lets it do so before the parse takes the thread. (Passing the body through a stream of
 * our own, to know when its last chunk was taken, made a fresh isolate's first page 12 ms of CPU and
 * 24 ms of wall time slower: medians of 5 alternated fresh servers each.) The reader's first search comes
 * seconds later; the pause costs no CPU.
 */
export const WARM_DELAY_MS = 200;
let warmDelayMs = WARM_DELAY_MS;

/** Sets the pause before the warm-up (tests); no argument restores WARM_DELAY_MS. */
export function setWarmDelay(ms = WARM_DELAY_MS): void {
  warmDelayMs = ms;
}

/**
 * Called with each answered request (worker/index.ts): on the isolate's first
 * reader request that is not a search, schedules the warm-up, to begin
 * WARM_DELAY_MS after the response is handed back. `ctx` gives the request's
 * execution context (it throws without one).
 */
export function warmSearchAfter(req: Request, kv: KVNamespace, ctx: () => Pick<ExecutionContext, 'waitUntil'>): void {
  if (state !== 'idle' || !isSearchIndexEmbedded('en')) return;
  if (isSearchIndexServed('en')) {
    // A search already ran in this isolate: its code is warm.
    state = 'done';
    return;
  }
  if (req.method !== 'GET') return;
  const path = new URL(req.url).pathname;
  if (SEARCH_PATHS.some((p) => path.startsWith(p)) || isbot(req.headers.get('user-agent') ?? '')) return;
  let context: Pick<ExecutionContext, 'waitUntil'>;
  try {
    context = ctx();
  } catch {
    return; // No execution context (app.request in a unit test): nothing runs after the response.
  }
  state = 'running';
  context.waitUntil(
    new Promise<void>((r) => setTimeout(r, warmDelayMs))
      .then(() => warmSearch(kv))
      .catch((e: unknown) => {
        if (e instanceof RecordInvalid) reportInvalid(e);
        else if (!failureLogged) {
          failureLogged = true;
          log('error', 'search-warmup-failed', messageOf(e));
        }
      })
      .finally(() => {
        state = 'done';
      }),
  );
}
