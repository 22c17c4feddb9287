/**
 * Demo code fetched ahead of the mount. At `load` (never before: the first
 * paint and its requests come first), a page whose demo is in view inserts
 * `<link rel="modulepreload">` for the demo runtime and every chunk it
 * imports (the list comes with the page's config, from the same build),
 * for the chunks of the demos in view, and for the chunks the first of them
 * imports (its `.deps.json` list, lib/demo-deps.ts). The browser fetches and
 * compiles them all at once, so when the page settles and the demos mount
 * (client/demos/index.ts) their code is there, instead of being discovered
 * import by import: the runtime, then its imports, then the demo, then its
 * imports, each a round trip. Nothing is evaluated early. A list that fails
 * to load (an old tab after a deploy) only means no preload.
 */
import { demoDepsFile } from '../../lib/demo-deps';

/** How many in-view demos get their own chunk preloaded (a page of small demos shows several at once). */
const MAX_DEMOS = 4;

/**
 * Links inserted per task: each modulepreload starts its fetch when inserted, 10-20 ms each at 4x CPU
 * slowdown on a loaded machine, so a demo's 50-odd imports in one go made a 180 ms task (and 8 per task
 * still up to 160 ms).
 */
const BATCH = 2;

const preloaded = new Set<string>();
const queue: string[] = [];
let draining = false;

/** Lets the browser paint and handle input (scheduler.yield where there is one); the demo runtime yields with it too. */
export function yieldToBrowser(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof s?.yield === 'function') return s.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function drain(): Promise<void> {
  draining = true;
  while (queue.length) {
    for (const url of queue.splice(0, BATCH)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      link.setAttribute('data-demo-preload', '');
      document.head.append(link);
    }
    if (queue.length) await yieldToBrowser();
  }
  draining = false;
}

/** Queues one modulepreload per URL not preloaded yet (only site files under /build/), inserted a few per task in order. */
export function preloadModules(urls: readonly unknown[]): void {
  for (const url of urls) {
    if (typeof url !== 'string' || !url.startsWith('/build/') || preloaded.has(url)) continue;
    preloaded.add(url);
    queue.push(url);
  }
  if (!draining && queue.length) void drain();
}

const depsLists = new Map<string, Promise<string[]>>();

/** A demo chunk's static imports, read once from the list beside it (empty when it cannot be read). */
function importsOf(chunk: string): Promise<string[]> {
  let p = depsLists.get(chunk);
  if (!p) {
    p = (async () => {
      try {
        const res = await fetch(demoDepsFile(chunk));
        if (!res.ok) return [];
        const list: unknown = await res.json();
        return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string' && u.startsWith('/build/')) : [];
      } catch {
        // Offline, or the list is gone after a deploy: the demo still loads its imports itself.
        return [];
      }
    })();
    depsLists.set(chunk, p);
  }
  return p;
}

/** Preloads the static imports of a demo chunk, read from the list beside it. */
async function preloadImportsOf(chunk: string): Promise<void> {
  preloadModules(await importsOf(chunk));
}

const evaluated = new Set<string>();

/**
 * Evaluates the chunks of `urls` that were preloaded one per task, last listed first (the lists
 * are depth-first from the importer, so the last are its deepest imports),
 * yielding between them. Importing a graph of modules evaluates all of it
 * in one task: the Data Grid's chunks took one task of 280 ms at 4x CPU.
 * Module evaluation order stays what ES modules guarantee (a module after
 * its imports). A chunk that fails is skipped: the importer's own import
 * reports it.
 */
export async function evaluateInTurn(urls: readonly string[]): Promise<void> {
  for (const url of [...urls].reverse()) {
    // Only chunks preloaded at `load`: one not fetched yet would cost a round trip here, one chunk at a time.
    if (evaluated.has(url) || !preloaded.has(url)) continue;
    evaluated.add(url);
    try {
      await import(url);
    } catch {
      evaluated.delete(url);
    }
    await yieldToBrowser();
  }
}

/**
 * Evaluates a demo chunk's static imports one chunk per task (evaluateInTurn),
 * before the chunk itself, when its list was preloaded at `load`. A demo
 * whose code was not preloaded imports it as before: fetching the list
 * first would cost a round trip, and importing chunks one at a time that
 * are not fetched yet one round trip each.
 */
export async function evaluateImportsOf(chunk: string): Promise<void> {
  const list = depsLists.get(chunk);
  if (list) await evaluateInTurn(await list);
}

/**
 * Preloads the runtime, the chunks of `chunks` (the demos in view, first
 * first) and the static imports of the first.
 */
export function preloadDemoCode(runtime: readonly string[], chunks: readonly string[]): void {
  const mine = chunks.filter(Boolean).slice(0, MAX_DEMOS);
  if (!mine.length) return;
  preloadModules([...runtime, ...mine]);
  void preloadImportsOf(mine[0]!);
}
