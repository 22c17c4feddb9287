/**
 * The globals of the evaluation slices (scripts/demos/eval-slices.ts): the
 * site's client build ends each ES module of MUI's packages with a check
 * that yields to the browser (a top-level `await`) once the modules
 * evaluated since the last yield have run for SLICE_MS, so that importing
 * the Data Grid's chunk is several tasks, not one.
 */

/** A global the page can set to `false` (before the demo code loads) to evaluate modules as published: bench/demo-switches.ts. */
export const EVAL_SLICES = '__demoEvalSlices';

/** The global holding when the current slice started (performance.now()). */
export const SLICE_START = '__demoSliceStart';

/** How long module evaluation runs before it yields (ms, as performance.now() measures it). */
export const SLICE_MS = 10;
