/**
 * Emotion styles compiled while a demo renders, not when it commits. An
 * Emotion component serialises its styles during render and inserts them in
 * an insertion effect, in the commit: the compilation (stylis: parse,
 * prefix, serialise) of every style of a Data Grid is then one stretch of
 * the commit that puts the pre-rendered demo in the DOM (about 70 ms of a
 * 110 ms task at 4x CPU slowdown). The demo runtime renders in slices
 * (client/demos/runtime.tsx), so compiling during render spreads that work
 * over them; the commit only inserts the compiled rules, in the order
 * Emotion inserts them (insertion effects, children first), so the cascade
 * is what it would be.
 *
 * How: scripts/demos/early-styles.ts patches `registerStyles` of
 * `@emotion/utils` in the site's client bundle (the reader's copied code
 * uses the packages as published) to call the cache's
 * `demoPrecompile(serialized)` when the cache has one; `withEarlyStyles`
 * gives the demo runtime's caches one, and wraps their `insert` to use what
 * was compiled. Style text is compiled once per class: a render whose
 * styles were inserted already compiles nothing.
 */
import type { EmotionCache } from '@emotion/cache';
import type { SerializedStyles } from '@emotion/serialize';

/** A global the page can set to `false` (before the runtime loads) to keep Emotion's own timing: bench/demo-switches.ts. */
export const EARLY_STYLES = '__demoEarlyStyles';

/** The hook the patched `registerStyles` calls. */
export const PRECOMPILE = 'demoPrecompile';

type Sheet = EmotionCache['sheet'];
type Insert = EmotionCache['insert'];

/** Gives `cache` a `demoPrecompile` and an `insert` that uses its results; returns it. */
export function withEarlyStyles(cache: EmotionCache): EmotionCache {
  if ((globalThis as Record<string, unknown>)[EARLY_STYLES] === false) return cache;
  const insert: Insert = cache.insert.bind(cache);
  // "<selector>\n<name>" -> the rules Emotion's stylis made of them, until the commit inserts them.
  const compiled = new Map<string, string[]>();
  const keyOf = (selector: string, serialized: SerializedStyles) => `${selector}\n${serialized.name}`;
  // A sheet that puts the rules stylis hands it in `sink` (Emotion only calls a sheet's `insert` while compiling).
  let sink: string[] = [];
  const list: Sheet = Object.create(cache.sheet) as Sheet;
  list.insert = (rule: string) => void sink.push(rule);
  const precompile = (serialized: SerializedStyles) => {
    if (cache.inserted[serialized.name] !== undefined) return;
    // As insertStyles walks it: the class's styles, then the keyframes they use (no selector).
    for (let current: SerializedStyles | undefined = serialized; current; current = current.next) {
      const selector = current === serialized ? `.${cache.key}-${serialized.name}` : '';
      const key = keyOf(selector, current);
      if (compiled.has(key)) continue;
      const rules: string[] = [];
      // The cache's own stylis with its plugins, writing into a list instead of the style sheet.
      sink = rules;
      insert(selector, current, list, false);
      compiled.set(key, rules);
    }
  };
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const key = keyOf(selector, serialized);
    const rules = compiled.get(key);
    if (!rules || sheet !== cache.sheet) return insert(selector, serialized, sheet, shouldCache);
    compiled.delete(key);
    for (const rule of rules) sheet.insert(rule);
    if (shouldCache) cache.inserted[serialized.name] = true;
    return undefined;
  };
  Object.assign(cache, { [PRECOMPILE]: precompile });
  return cache;
}
