/**
 * `BENCH_GRID_HINT=0` of bench/demo-ready.ts and bench/demo-trace.ts: an init script that keeps the Data Grid's
 * size hint (client/demos/grid-hint.ts) from ever being set, so that grids measure themselves as published, in the
 * same build.
 */
import { GRID_SIZE_HINT } from '../client/demos/grid-hint';

/** Whether this run keeps the hint off. */
export const GRID_HINT_OFF = process.env.BENCH_GRID_HINT === '0';

/** The init script: the hint's global with a setter that drops every value. */
export const NO_GRID_HINT = `Object.defineProperty(globalThis, ${JSON.stringify(GRID_SIZE_HINT)}, { get: () => undefined, set: () => {} });`;
