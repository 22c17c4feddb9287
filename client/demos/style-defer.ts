/**
 * A demo's hidden pre-render inserts its Emotion rules after its commit, in tasks of their own, not in the commit.
 * The commit that puts a hidden demo in the DOM (client/demos/runtime.tsx) used to insert every rule of the demo's
 * first render there, one `insertRule` each (about 275 for a Data Grid, 35-45 ms of a 68 ms task at 4x CPU
 * slowdown); the demo is `display: none` until its reveal, a later task, so nothing needs them before that.
 *
 * How: `withDeferredStyles` wraps the demo cache's `insert` (outermost, after early-styles.ts) and its sheet's
 * `insert` (after style-batches.ts). Between `startDeferring()` (the first insertion effect of the hidden commit)
 * and `stopDeferring()` (its last, or the microtask after the commit at the latest) the rules the cache hands its
 * sheet are kept in a list, in the order Emotion would have inserted them, and the classes they belong to stay out
 * of `cache.inserted`; `flushDeferred()` then inserts them a few milliseconds' worth per task. The order of the
 * document's rules is the one Emotion would have made:
 * - any other insertion into the sheet (another demo, a click) first inserts everything kept, then its own rule;
 * - a component that renders a kept class meanwhile does not skip it (it is not in `cache.inserted`), so its
 *   insertion reaches this wrapper, which inserts everything kept first (the class's rules among them, once);
 * - the runtime awaits `flushDeferred()` before it reveals the demo.
 */
import type { EmotionCache } from '@emotion/cache';
import type { SerializedStyles } from '@emotion/serialize';
import { PRECOMPILE } from './early-styles';

/** A global the page can set to `false` (before the runtime loads) to insert the rules in the commit: bench/demo-switches.ts. */
export const STYLE_DEFER = '__demoStyleDefer';

/** Milliseconds of insertions per task when the kept rules are flushed. */
export const FLUSH_SLICE_MS = 8;

type Insert = EmotionCache['insert'];

interface Deferred {
  /** Starts keeping the rules the sheet is handed (until `stopDeferring`, or the end of the current task's microtasks). */
  start(): void;
  stop(): void;
  /** Inserts every kept rule, a slice per task; resolves once none is left. */
  flush(yieldTask: () => Promise<void>): Promise<void>;
  /** Inserts every kept rule now. */
  flushAll(): void;
  /** Rules kept now (for tests). */
  pending(): number;
}

const DEFERRED = Symbol('demoStyleDefer');
type WithDeferred = EmotionCache & { [DEFERRED]?: Deferred };

/** Gives `cache` the deferral described above; returns it. */
export function withDeferredStyles(cache: EmotionCache): EmotionCache {
  if ((globalThis as Record<string, unknown>)[STYLE_DEFER] === false) return cache;
  const sheet = cache.sheet as EmotionCache['sheet'] & { insert(rule: string): void };
  if (typeof sheet?.insert !== 'function' || typeof cache.insert !== 'function') return cache;
  const sheetInsert = sheet.insert.bind(sheet);
  const cacheInsert: Insert = cache.insert.bind(cache);
  let deferring = false;
  // The rules kept, in order, and the classes (Emotion names) whose rules are among them.
  const rules: string[] = [];
  let names: string[] = [];
  const kept = new Set<string>();
  const insertKept = (count: number) => {
    const now = rules.splice(0, count);
    for (const rule of now) sheetInsert(rule);
    // The kept classes count as inserted once every kept rule is in (until then a component that renders one reaches
    // `cache.insert`, which inserts everything kept first).
    if (!rules.length) {
      for (const name of names) cache.inserted[name] = true;
      names = [];
      kept.clear();
    }
  };
  const flushAll = () => {
    if (rules.length || names.length) insertKept(rules.length);
  };
  sheet.insert = (rule: string) => {
    if (deferring) {
      rules.push(rule);
      return;
    }
    flushAll();
    sheetInsert(rule);
  };
  cache.insert = (selector, serialized, s, shouldCache) => {
    if (s !== cache.sheet) return cacheInsert(selector, serialized, s, shouldCache);
    if (deferring) {
      // Another component of the same commit with a class already kept: Emotion would have skipped it.
      if (kept.has(serialized.name)) return undefined;
      cacheInsert(selector, serialized, s, false);
      if (shouldCache) {
        kept.add(serialized.name);
        names.push(serialized.name);
      }
      return undefined;
    }
    flushAll();
    if (shouldCache && cache.inserted[serialized.name] !== undefined) return undefined;
    return cacheInsert(selector, serialized, s, shouldCache);
  };
  // early-styles.ts compiles a class in render unless it is inserted: a kept class is, for it (Emotion's Insertion
  // calls registerStyles again in the commit, once per element).
  const withPrecompile = cache as EmotionCache & { [PRECOMPILE]?: (serialized: SerializedStyles) => void };
  const precompile = withPrecompile[PRECOMPILE];
  if (precompile) withPrecompile[PRECOMPILE] = (serialized) => (kept.has(serialized.name) ? undefined : precompile(serialized));
  const deferred: Deferred = {
    start() {
      if (deferring) return;
      deferring = true;
      // However the commit ends (an error in it included), the rules after it are inserted as usual.
      queueMicrotask(() => (deferring = false));
    },
    stop() {
      deferring = false;
    },
    async flush(yieldTask) {
      while (rules.length || names.length) {
        // A slice: 8 rules at a time until FLUSH_SLICE_MS have passed, then the next task.
        const end = performance.now() + FLUSH_SLICE_MS;
        do insertKept(Math.min(8, rules.length));
        while (rules.length && performance.now() < end);
        await yieldTask();
      }
    },
    flushAll,
    pending: () => rules.length,
  };
  (cache as WithDeferred)[DEFERRED] = deferred;
  return cache;
}

/** Starts keeping `cache`'s rules (no-op for a cache without the deferral). */
export function startDeferring(cache: EmotionCache): void {
  (cache as WithDeferred)[DEFERRED]?.start();
}

/** Stops keeping `cache`'s rules; the kept ones wait for `flushDeferred`. */
export function stopDeferring(cache: EmotionCache): void {
  (cache as WithDeferred)[DEFERRED]?.stop();
}

/** Inserts `cache`'s kept rules, a slice per task (`yieldTask` between slices); resolves at once when none is kept. */
export function flushDeferred(cache: EmotionCache, yieldTask: () => Promise<void>): Promise<void> {
  return (cache as WithDeferred)[DEFERRED]?.flush(yieldTask) ?? Promise.resolve();
}

/** Rules `cache` keeps now (0 without the deferral). */
export function deferredRules(cache: EmotionCache): number {
  return (cache as WithDeferred)[DEFERRED]?.pending() ?? 0;
}
