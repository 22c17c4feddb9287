/**
 * The demo runtime's Emotion caches as Emotion makes them: key and stylis
 * plugins per direction. One definition for the runtime (runtime.tsx wraps
 * them) and for the build, which compiles the largest styles of the grids
 * with the same caches ahead of time (scripts/demos/precompiled-styles.ts):
 * a rule compiled there is the rule this cache would compile.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** A demo's direction. */
export type Direction = 'ltr' | 'rtl';

/** Emotion's cache of the demos of `dir` (class names `demo-…` or `demo-rtl-…`), without the runtime's wrappers. */
export function createDemoCache(dir: Direction): EmotionCache {
  return dir === 'rtl' ? createCache({ key: 'demo-rtl', stylisPlugins: [prefixer, rtlPlugin] }) : createCache({ key: 'demo' });
}
