/**
 * The demo runtime's Emotion caches (client/demos/demo-cache.ts) compiling
 * a style as the browser would: bundled by scripts/demos/precompiled-styles.ts
 * for the browser, as the client build bundles them (the same files of
 * @emotion/cache, stylis and stylis-plugin-rtl), and run in Node.
 */
import type { EmotionCache } from '@emotion/cache';
import { createDemoCache, type Direction } from '../../client/demos/demo-cache';
import { compileRules } from '../../client/demos/early-styles';

const caches: Partial<Record<Direction, EmotionCache>> = {};

function cacheOf(dir: Direction): EmotionCache {
  if (caches[dir]) return caches[dir];
  // Emotion's browser build reads the document for server-rendered styles to hydrate: there are none.
  const g = globalThis as { document?: unknown };
  const had = 'document' in g;
  if (!had) g.document = { head: {}, querySelectorAll: () => [] };
  try {
    caches[dir] = createDemoCache(dir);
  } finally {
    if (!had) delete g.document;
  }
  return caches[dir];
}

/** The cache key of `dir`'s demos and the rules its cache compiles of the class style `name` / `styles`. */
export function compileClass(dir: Direction, name: string, styles: string): { key: string; rules: string[] } {
  const cache = cacheOf(dir);
  const serialized = { name, styles, next: undefined, map: undefined };
  return { key: cache.key, rules: compileRules(cache.insert, cache.sheet, `.${cache.key}-${name}`, serialized) };
}
