/**
 * The Data Grid's first render in slices (scripts/demos/grid-slices.ts
 * patches MUI X in the site's bundle). A grid's root component runs ~60
 * `useGrid*` hooks in one function body (90-150 ms at 4x CPU for a Premium
 * grid): React's time slicing yields only between components, so that body
 * was one long task. The patched body calls `React.use()` on an already
 * resolved promise between groups of hooks once it has run for the gate's
 * budget: the component suspends, React's concurrent work loop yields the
 * task, and in the next one (the promise's status set by then, on a
 * microtask) React replays the component with the hooks it already ran
 * kept (their refs, state and memos), and goes on after that point.
 *
 * Only while the demo runtime pre-renders a demo hidden (client/demos/
 * runtime.tsx): that render is always concurrent (a hidden `<Activity>`'s
 * content renders at React's offscreen lane, which never expires into a
 * synchronous render). A suspension in a synchronous render would unwind to
 * the Suspense fallback and lose the grid's hooks; so the gate is per demo
 * root (a context: another demo's grid mounted by a click meanwhile sees
 * none), closed in the hidden commit, and each grid yields only before it
 * has committed.
 */
import { createContext, createElement, type ReactNode } from 'react';

/** A global the page can set to `false` (before the runtime loads) to render grids as published: bench/demo-switches.ts. */
export const GRID_SLICES = '__demoGridSlices';

/** The global holding the gate's context, which the patched grid reads (it cannot import the runtime's modules). */
export const GRID_SLICE_CONTEXT = '__demoGridSliceContext';

/**
 * A global a test sets to an object (before the runtime loads) to count what the patched grids do:
 * `{ yields, replays, grids, initializers }`, and with `budget` to set the gate's (tests/e2e/grid-slices.spec.ts).
 * Absent on the site.
 */
export const GRID_SLICES_DEBUG = '__demoGridSlicesDebug';

/** How long a grid's body runs before it yields (ms of performance.now(), from where the earlier attempts stopped). */
export const GRID_SLICE_MS = 10;

/** What a demo's grids read: whether they may yield now, and for how long they run first. */
export interface GridSliceGate {
  open: boolean;
  budget: number;
}

/** The context of the gate: undefined (no yield) outside a demo's hidden first render. */
export const GridSliceContext = createContext<GridSliceGate | undefined>(undefined);

type SliceGlobal = typeof globalThis & {
  [GRID_SLICES]?: boolean;
  [GRID_SLICE_CONTEXT]?: typeof GridSliceContext;
  [GRID_SLICES_DEBUG]?: { budget?: number; fallbacks?: number };
};
(globalThis as SliceGlobal)[GRID_SLICE_CONTEXT] = GridSliceContext;

/** Counts, for the test's debug object, each time a demo's Suspense boundary shows its fallback (nothing). */
function CountedFallback(): null {
  const debug = (globalThis as SliceGlobal)[GRID_SLICES_DEBUG];
  if (debug) debug.fallbacks = (debug.fallbacks ?? 0) + 1;
  return null;
}

/**
 * The fallback of the Suspense boundary around a demo: nothing, and with the test's debug object a component that
 * counts its renders (a yield that unwound to the boundary would lose the grid's hooks: tests/e2e/grid-slices.spec.ts).
 */
export function sliceFallback(): ReactNode {
  return (globalThis as SliceGlobal)[GRID_SLICES_DEBUG] ? createElement(CountedFallback) : null;
}

/** A new gate for a demo's hidden first render: open unless the page turned slicing off. */
export function openGridSlices(): GridSliceGate {
  const g = globalThis as SliceGlobal;
  return { open: g[GRID_SLICES] !== false, budget: g[GRID_SLICES_DEBUG]?.budget ?? GRID_SLICE_MS };
}
