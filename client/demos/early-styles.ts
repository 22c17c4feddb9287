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
 *
 * Precompiled styles: the Data Grid's root style (21 KB of text, 12-45 ms
 * of stylis at 4x CPU in one render slice React cannot split) is compiled
 * at build time by these same caches (scripts/demos/precompiled-styles.ts)
 * and ships with the grid's code, which puts its rules in the global
 * PRECOMPILED_RULES, keyed `<cache key>\n<name>`. Emotion's `name` is the
 * hash of the style text, the key Emotion itself dedupes rules by, so a hit
 * is the same text compiled by the same code; a miss compiles as before.
 */
import type { EmotionCache } from '@emotion/cache';
import type { SerializedStyles } from '@emotion/serialize';

/** A global the page can set to `false` (before the runtime loads) to keep Emotion's own timing: bench/demo-switches.ts. */
export const EARLY_STYLES = '__demoEarlyStyles';

/** The hook the patched `registerStyles` calls. */
export const PRECOMPILE = 'demoPrecompile';

/** A global the page can set to `false` (before the runtime loads) to compile every style in the browser: bench/demo-switches.ts. */
export const PRECOMPILED = '__demoPrecompiled';

/** The global Map the grid's chunk fills with rules compiled at build time: `<cache key>\n<name>` -> rules. */
export const PRECOMPILED_RULES = '__demoPrecompiledRules';

/** The global list of the `<cache key>\n<name>` served from PRECOMPILED_RULES, in order (tests/e2e/precompiled-styles.spec.ts). */
export const PRECOMPILED_HITS = '__demoPrecompiledHits';

type Sheet = EmotionCache['sheet'];
type Insert = EmotionCache['insert'];

/**
 * The rules `insert` (a cache's own, unwrapped) compiles of `serialized` under `selector`, in order, not inserted:
 * written to a sheet made from `sheet` (Emotion only calls a sheet's `insert` while compiling). The runtime and the
 * build (scripts/demos/precompiled-styles.ts) compile with it.
 */
export function compileRules(insert: Insert, sheet: Sheet, selector: string, serialized: SerializedStyles): string[] {
  const rules: string[] = [];
  const list: Sheet = Object.create(sheet) as Sheet;
  list.insert = (rule: string) => void rules.push(rule);
  insert(selector, serialized, list, false);
  return rules;
}

/** The rules compiled at build time for the class `name` of the cache `key`, when the page has them. */
function precompiledRules(key: string, name: string): readonly string[] | undefined {
  const g = globalThis as Record<string, unknown>;
  if (g[PRECOMPILED] === false) return undefined;
  const rules = (g[PRECOMPILED_RULES] as Map<string, readonly string[]> | undefined)?.get(`${key}\n${name}`);
  if (rules) ((g[PRECOMPILED_HITS] ??= []) as string[]).push(`${key}\n${name}`);
  return rules;
}

/** Gives `cache` a `demoPrecompile` and an `insert` that uses its results; returns it. */
export function withEarlyStyles(cache: EmotionCache): EmotionCache {
  if ((globalThis as Record<string, unknown>)[EARLY_STYLES] === false) return cache;
  const insert: Insert = cache.insert.bind(cache);
  // "<selector>\n<name>" -> the rules Emotion's stylis made of them, until the commit inserts them.
  const compiled = new Map<string, readonly string[]>();
  const keyOf = (selector: string, serialized: SerializedStyles) => `${selector}\n${serialized.name}`;
  const precompile = (serialized: SerializedStyles) => {
    if (cache.inserted[serialized.name] !== undefined) return;
    // As insertStyles walks it: the class's styles, then the keyframes they use (no selector).
    for (let current: SerializedStyles | undefined = serialized; current; current = current.next) {
      const selector = current === serialized ? `.${cache.key}-${serialized.name}` : '';
      const key = keyOf(selector, current);
      if (compiled.has(key)) continue;
      // The build's rules for a large class style; else the cache's own stylis with its plugins.
      const built = selector ? precompiledRules(cache.key, current.name) : undefined;
      compiled.set(key, built ?? compileRules(insert, cache.sheet, selector, current));
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
