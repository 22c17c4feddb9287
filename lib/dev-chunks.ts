/**
 * `npm start` only: a demo chunk bundled on its own after a demo edit
 * (scripts/demos/quick-chunk.ts) is written to local KV under this prefix
 * plus its file name, and the dev worker serves it at
 * `/build/demos/<file>` until the next full client build puts the real file
 * among the static assets (worker/dev.ts).
 */
export const DEV_CHUNK_PREFIX = 'dev:__chunk:';

/** A demo chunk's file name as the client build writes it (no path, no `..`). */
export const DEV_CHUNK_FILE = /^[A-Za-z0-9][\w.-]*\.js$/;
