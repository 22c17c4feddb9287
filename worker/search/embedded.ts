/**
 * The search indexes the worker carries in its bundle. Here, none: the
 * worker tests and `npm start` (whose content changes reach KV without a
 * new worker) read the indexes from KV. A production build
 * (scripts/build-worker.ts) bundles another module in this one's place,
 * which imports the serialized indexes as text modules, so that a
 * deployed worker's first search reads no KV at all.
 */
import type { Locale } from '../../lib/constants';

export const EMBEDDED_INDEXES: Partial<Record<Locale, string>> = {};
