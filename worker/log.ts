/**
 * The worker's log lines: every error or warning is ONE JSON object on one
 * line, so Workers Logs (wrangler.toml [observability]) can filter and count
 * them by field: `level`, `kind` (what failed, a fixed vocabulary),
 * `route` (the request's path, from the request scope set in worker/index.ts),
 * `key` (the KV key read, or null), `message`. Nothing from a request but its
 * path is logged (no query, headers or body).
 * @example {"level":"error","kind":"kv-unavailable","route":"/x/introduction","key":"1a2b:en:/x/introduction","message":"KV read failed …"}
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** What failed. */
export type LogKind =
  | 'kv-unavailable'
  | 'record-invalid'
  | 'render-failed'
  | 'error-page-failed'
  | 'unhandled'
  | 'mcp-internal'
  | 'rate-limiter-failed'
  | 'rate-limiter-missing'
  | 'd1-failed'
  | 'feedback-config'
  | 'var-invalid'
  | 'search-warmup-failed';

export interface LogLine {
  level: 'error' | 'warn';
  kind: LogKind;
  route: string | null;
  key: string | null;
  message: string;
}

const scope = new AsyncLocalStorage<{ route: string }>();

/** Runs `fn` (a request's handling) with `path` as the route of its log lines. */
export function withLogRoute<T>(path: string, fn: () => T): T {
  return scope.run({ route: path.slice(0, 300) }, fn);
}

/** The message of anything thrown. */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Writes one log line. */
export function log(level: LogLine['level'], kind: LogKind, message: string, key: string | null = null): void {
  const line: LogLine = { level, kind, route: scope.getStore()?.route ?? null, key, message: message.slice(0, 1000) };
  // The worker's one place that writes to the log (scripts/worker-logs.test.ts keeps it so).
  (level === 'warn' ? console.warn : console.error)(JSON.stringify(line));
}

/**
 * Logs a failed store read: `kv-unavailable` for a StoreUnavailable,
 * `record-invalid` for a RecordInvalid (both carry their key), else `kind`.
 */
export function logFailure(e: unknown, kind: LogKind = 'unhandled'): void {
  const name = e instanceof Error ? e.name : '';
  const key = typeof e === 'object' && e !== null && typeof (e as { key?: unknown }).key === 'string' ? (e as { key: string }).key : null;
  log('error', name === 'StoreUnavailable' ? 'kv-unavailable' : name === 'RecordInvalid' ? 'record-invalid' : kind, messageOf(e), key);
}
