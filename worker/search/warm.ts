/**
 * The search engine warmed before a reader's first search. V8 runs an
 * isolate's first searches as cold code (bytecode, inline-cache misses) until
 * it tiers the engine up: 17-30 ms of CPU for the first, 10-20 ms for the next
 * few, against about 0.5 ms warm. A reader always searches from a page, so
 * once an isolate has answered its first request that is not a search (a
 * page, the sitemap...), the English index is parsed and WARM_QUERIES run
 * once, in the request's `waitUntil`: the reader's first search then finds
 * the engine warm. It begins once the runtime has taken that response's
 * last bytes to send (at most SEND_WAIT_MS later), so the page does not
 * wait for it, and runs in slices (the parse, then one query per task), so
 * that another request of the isolate waits at most one slice.
 *
 * Once per isolate, never twice at once; not for bots (their pages never open
 * the dialog), not when a search already ran (the engine is warm), and only
 * for an index the worker carries (a production bundle: pure CPU, no KV read;
 * `npm start` and the worker tests read theirs from KV and are not warmed
 * unless a test puts an index in EMBEDDED_INDEXES). A failure is swallowed:
 * a corrupt index is reported once as searches report it (reportInvalid),
 * anything else logged once; no response depends on it. Chinese is not
 * warmed: its first search costs 6-10 ms and most isolates never see one.
 *
 * `npm run bench:search` (lines (a) and (c)): the first search after a page
 * about 5-8 ms instead of 10-15 ms, for about 80 ms of CPU once per isolate.
 * Not at module scope: measured so, every isolate's start grew by 100-190 ms
 * and the first search of an isolate that searches first got no faster.
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

/** Parses the English index and runs WARM_QUERIES, one query per task. */
export async function warmSearch(kv: KVNamespace): Promise<void> {
  const index: SearchIndex = await loadSearchIndex(kv, 'en');
  await yieldTask();
  for (const { q, product, only } of WARM_QUERIES) {
    const results = index.search(q, { product, only });
    if (!results.length) index.suggest(q);
    await yieldTask();
  }
}

/** The longest the warm-up waits for the runtime to take the response's last bytes (a client that stalls, a test that reads after the request's `waitUntil` work). */
export const SEND_WAIT_MS = 1000;
let sendWaitMs = SEND_WAIT_MS;

/** Sets how long the warm-up waits for the response's last bytes at most (tests: a slow reader must not meet the fallback); no argument restores SEND_WAIT_MS. */
export function setSendWait(ms = SEND_WAIT_MS): void {
  sendWaitMs = ms;
}

/**
 * The response to send in place of `res`, its body passed through a stream
 * that the runtime pulls chunk by chunk, and a promise that resolves once the
 * runtime has asked for more after the last chunk (the body has been taken to
 * be sent), or the client went away, or after SEND_WAIT_MS. A response whose
 * body is already encoded (the render cache's gzip bytes, never an isolate's
 * first page) is left as it is.
 */
function whenSent(res: Response): { res: Response; sent: Promise<void> } {
  const waited = new Promise<void>((r) => setTimeout(r, sendWaitMs));
  if (!res.body || res.headers.has('content-encoding')) return { res, sent: res.body ? waited : Promise.resolve() };
  const reader = res.body.getReader();
  let taken!: () => void;
  const sent = new Promise<void>((r) => (taken = r));
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { value, done } = await reader.read();
          if (done) {
            controller.close();
            taken();
          } else controller.enqueue(value);
        } catch (e) {
          controller.error(e);
          taken();
        }
      },
      cancel(reason) {
        taken();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return { res: new Response(body, res), sent: Promise.race([sent, waited]) };
}

/**
 * Called with each answered request (worker/index.ts): on the isolate's first
 * reader request that is not a search, schedules the warm-up, to begin once
 * the response `res` has been sent, and returns the response to send (`res`,
 * or the same response with its body passed through, to know when it is
 * sent). `ctx` gives the request's execution context (it throws without one).
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
  let context: Pick<ExecutionContext, 'waitUntil'>;
  let out: { res: Response; sent: Promise<void> };
  try {
    context = ctx();
    out = whenSent(res);
  } catch {
    // No execution context (app.request in a unit test: nothing runs after the response), or a body
    // already read: the response goes out as it is, and a later request warms.
    return res;
  }
  state = 'running';
  context.waitUntil(
    out.sent
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
  return out.res;
}
