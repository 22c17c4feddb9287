/**
 * `BENCH_EARLY_STYLES=0` of bench/demo-ready.ts and bench/demo-trace.ts: an init script that keeps the demo runtime's
 * Emotion caches as published (client/demos/early-styles.ts): styles compiled in the commit that inserts them, in the
 * same build.
 */
import { EARLY_STYLES } from '../client/demos/early-styles';

/** Whether this run keeps the early compilation off. */
export const EARLY_STYLES_OFF = process.env.BENCH_EARLY_STYLES === '0';

/** The init script. */
export const NO_EARLY_STYLES = `globalThis[${JSON.stringify(EARLY_STYLES)}] = false;`;
