/**
 * The reveal flag: set by the demo runtime (client/demos/runtime.tsx) from
 * the moment it reveals a pre-rendered demo until that commit is over. The
 * site bundle's patches of MUI (scripts/demos/grid-size-hint.ts) read it so
 * that the nodes attached in the reveal's commit do not schedule a
 * synchronous re-render there: a state update in a commit is synchronous,
 * and React then flushes every pending passive effect (a Data Grid's mount
 * effects and the re-render their store updates cause) in the same task.
 * Patched: the refs re-render of a hinted Data Grid (it reads its container
 * node when its effects run instead), and a closed Select's display node
 * (set just after the commit: it only anchors the menu once opened).
 */

/** The global the patches read (true while a reveal commits). */
export const REVEALING = '__demoRevealing';

/**
 * A global the page can set to `false` (before the runtime loads) to keep the published behaviour:
 * bench/demo-switches.ts (`BENCH_REVEAL_DEFER=0`). On by default: a hinted grid's hidden render holds the state
 * its mount effects would give it (scripts/demos/grid-size-hint.ts, useGridVirtualizer.js), so the reveal paints
 * it with its column headers and rows without them (tests/e2e/reveal.spec.ts).
 */
export const REVEAL_DEFER = '__demoRevealDefer';

type Flags = typeof globalThis & { [REVEALING]?: boolean; [REVEAL_DEFER]?: boolean };

/** Sets the flag (unless the page turned the deferral off). */
export function startReveal(): void {
  const g = globalThis as Flags;
  if (g[REVEAL_DEFER] !== false) g[REVEALING] = true;
}

/** Clears it once the current commit, and the synchronous work React does at its end, are over. */
export function endReveal(): void {
  queueMicrotask(() => {
    (globalThis as Flags)[REVEALING] = false;
  });
}
