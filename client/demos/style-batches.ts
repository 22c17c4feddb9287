/**
 * Emotion rules inserted after a demo went live go into a small style sheet of their own, not at the end of the
 * one that holds every demo's rules. Blink restyles, for a style sheet whose rules changed, every element the
 * whole sheet's selectors could match (its invalidation sets, not only the new rule's): one rule Emotion inserts
 * at a reader's first click on a Data Grid (the footer's "1 row selected", a component rendered for the first
 * time) into the one sheet of every demo's rules (790 once row grouping's 25 demos are live) restyled the whole grid (168 elements, about 19 ms of
 * that click's task at 4x CPU slowdown, "Style rule change" in a trace), where the same click's rules in a
 * sheet of their own restyle the elements they style.
 *
 * How: Emotion's speedy sheet (production) starts a new `<style>` element when its rule counter is a multiple of
 * 65,000; `withStyleBatches` wraps the demo caches' `sheet.insert` so that the first rule of a batch (the rules
 * inserted before the next microtask: one commit's insertion effects) resets the counter, and so starts a new
 * element, when the current element already holds `FRESH_AFTER` rules or more. Each new element is inserted right
 * after the previous one (Emotion's `_insertTag`), so the rules keep their order in the document and the cascade
 * is what it was; a demo's first render (early-styles.ts inserts it in its reveal commit) is one batch, so the
 * number of elements stays near the number of commits that insert styles.
 */
import type { EmotionCache } from '@emotion/cache';

/** A global the page can set to `false` (before the runtime loads) to keep Emotion's one sheet: bench/demo-switches.ts. */
export const STYLE_BATCHES = '__demoStyleBatches';

/** A batch of rules starts a new `<style>` element when the current one holds at least this many rules. */
export const FRESH_AFTER = 100;

/** The fields of @emotion/sheet 1.4's StyleSheet this relies on (checked at run time; without them nothing changes). */
interface SpeedySheet {
  isSpeedy: boolean;
  ctr: number;
  tags: HTMLStyleElement[];
  insert(rule: string): void;
}

function isSpeedySheet(sheet: unknown): sheet is SpeedySheet {
  const s = sheet as Partial<SpeedySheet> | null;
  return !!s && s.isSpeedy === true && typeof s.ctr === 'number' && Array.isArray(s.tags) && typeof s.insert === 'function';
}

/** Gives `cache`'s sheet the batched insert described above; returns the cache. */
export function withStyleBatches(cache: EmotionCache): EmotionCache {
  if ((globalThis as Record<string, unknown>)[STYLE_BATCHES] === false) return cache;
  const sheet: unknown = cache.sheet;
  if (!isSpeedySheet(sheet)) return cache;
  const insert = sheet.insert.bind(sheet);
  let open = false;
  // Rules in the current element (the sheet's counter counts since the page started).
  let inTag = 0;
  sheet.insert = (rule: string) => {
    if (!open) {
      open = true;
      queueMicrotask(() => (open = false));
      if (inTag >= FRESH_AFTER) {
        // Emotion starts a new element at a counter that is a multiple of 65,000.
        sheet.ctr = 0;
        inTag = 0;
      }
    }
    const before = sheet.tags.length;
    insert(rule);
    if (sheet.tags.length !== before) inTag = 0;
    inTag++;
  };
  return cache;
}
