/**
 * ICU warmed off the main thread before the demos' code runs. The first
 * `Intl` object a page makes (a demo's `new Intl.NumberFormat(...)` at the
 * top of its module, a chart's grapheme segmenter, a grid's number or date
 * formatting) loads ICU's data and locale tables: 40-160 ms at 4x CPU, one
 * native call no task can split, inside whichever module evaluation or
 * render makes it. ICU's data and caches belong to the renderer process, not
 * to a thread: a throwaway worker that makes those objects first leaves the
 * main thread's first ones at about 1 ms (measured in Chromium at 4x CPU:
 * 72-165 ms without, 0.1-1.1 ms after the worker). The worker runs from a
 * `blob:` URL (the page's `script-src` allows `blob:`, and `worker-src`
 * falls back to it) and ends once it has posted back. Nothing the reader sees
 * changes: the same objects format the same way, only sooner.
 */

/** A global the page can set to `false` (before the demo code runs) to skip the warm-up: bench/demo-switches.ts. */
export const INTL_WARM = '__demoIntlWarm';

/** What the worker runs: the kinds of `Intl` objects demos make, in the page's locale and in `en-US`. */
export const INTL_WARM_SOURCE = `for (const locale of [undefined, 'en-US']) {
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1234.5);
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1234.5);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.PluralRules(locale).select(1);
}
new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment('a');
postMessage('warm');
`;

let started = false;

/** Starts the warm-up once per page (a no-op after the first call, or where workers cannot start). */
export function warmIntl(): void {
  if (started || (globalThis as Record<string, unknown>)[INTL_WARM] === false || typeof Worker !== 'function') return;
  started = true;
  try {
    const url = URL.createObjectURL(new Blob([INTL_WARM_SOURCE], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const done = () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
    worker.onmessage = done;
    worker.onerror = done;
  } catch {
    // No worker here: the first Intl object on the main thread loads ICU, as without the warm-up.
  }
}
