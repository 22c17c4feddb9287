/**
 * The search engine warmed before a reader's first search. V8 runs an
 * isolate's first searches as cold code (bytecode, inline-cache misses) until
 * it tiers the engine up: 17-30 ms of CPU for the first, 10-20 ms for the next
 * few, against about 0.5 ms warm. A reader always searches from a page, so
 * once an isolate has answered its first request that is not a search (a
 * page, the sitemap...), and only after it has produced that response's body,
 * the English index is parsed and WARM_QUERIES run once, in the request's
 * `waitUntil`: the reader's first search then finds the engine warm.
 *
 * Once per isolate, never twice at once; not for bots (their pages never open
 * the dialog), not when a search already ran (the engine is warm), and only
 * for an index the worker carries (a production bundle: pure CPU, no KV read;
 * `npm start` and the worker tests read theirs from KV and are not warmed
 * unless a test puts an index in EMBEDDED_INDEXES). A failure is swallowed:
 * a corrupt index is reported once as searches report it (reportInvalid),
 * anything else logged once; no response depends on it. Chinese is not
 * warmed: its first search costs 6-10 ms and most isolates never see one.
 */
import { isbot } from 'isbot';
import type { SearchIndex } from '../../lib/search';
import { log, messageOf } from '../log';
import { RecordInvalid, reportInvalid } from '../store';
import { isSearchIndexEmbedded, isSearchIndexLoaded, loadSearchIndex } from './load';

/**
 * One query per path of the engine: a plain word, several words, an exact API
 * name, a typo (builds the typo table), a half-typed word, a question, a
 * product boost and a product filter (as the dialog sends them), and a query
 * that finds nothing (the dialog then asks for suggestions). None is a query
 * the benchmarks time as "the first search after a page", so that figure is
 * not a repeat of a warmed query.
 */
export const WARM_QUERIES: readonly { q: string; product?: 'x-data-grid' | 'x-date-pickers'; only?: boolean }[] = [
  { q: 'sorting' },
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

/** Parses the English index and runs WARM_QUERIES, one task each. */
export async function warmSearch(kv: KVNamespace): Promise<void> {
  const index: SearchIndex = await loadSearchIndex(kv, 'en');
  for (const { q, product, only } of WARM_QUERIES) {
    await yieldTask();
    const results = index.search(q, { product, only });
    if (!results.length) index.suggest(q);
  }
}

/**
 * The response to send in place of `res` (the same, its body teed) and a promise that resolves once the
 * isolate has produced that body to its end: the page's own work is done and only the runtime's sending
 * of bytes is left. (A tee, not a TransformStream: a pipe held back by a reader that waits for the
 * request's `waitUntil` work before reading, as test-helpers' `call` does, would never end.) A response
 * without a body, or with the render cache's stored gzip bytes (worker/render-cache.ts: bytes already
 * there, and `encodeBody: 'manual'`, which a copy would lose), is left as it is.
 */
function afterBody(res: Response): { res: Response; sent: Promise<void> } {
  if (!res.body || res.headers.has('content-encoding')) return { res, sent: Promise.resolve() };
  const [toReader, toWatch] = res.body.tee();
  const reader = toWatch.getReader();
  const drain = async (): Promise<void> => {
    while (!(await reader.read()).done);
  };
  return { res: new Response(toReader, res), sent: drain().catch(() => undefined) };
}

/**
 * Called with each answered request (worker/index.ts): on the isolate's first
 * reader request that is not a search, schedules the warm-up after the body
 * of `res`, and returns the response to send: `res` itself, or the same
 * response with its body passed through, to know when it has gone out.
 * `ctx` gives the request's execution context (it throws without one).
 */
export function warmSearchAfter(req: Request, res: Response, kv: KVNamespace, ctx: () => Pick<ExecutionContext, 'waitUntil'>): Response {
  if (state !== 'idle' || !isSearchIndexEmbedded('en')) return res;
  if (isSearchIndexLoaded('en')) {
    // A search already ran in this isolate: its code is warm.
    state = 'done';
    return res;
  }
  if (req.method !== 'GET') return res;
  const path = new URL(req.url).pathname;
  if (SEARCH_PATHS.some((p) => path.startsWith(p)) || isbot(req.headers.get('user-agent') ?? '')) return res;
  let waitUntil: (p: Promise<unknown>) => void;
  let after: { res: Response; sent: Promise<void> };
  try {
    const context = ctx();
    waitUntil = (p) => context.waitUntil(p);
    after = afterBody(res);
  } catch {
    // No execution context (app.request in a unit test: nothing runs after the response), or a body
    // already read: the response goes out as it is, and a later request warms.
    return res;
  }
  state = 'running';
  waitUntil(
    after.sent
      .then(yieldTask)
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
  return after.res;
}
