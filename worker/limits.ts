/**
 * Limits of the public JSON endpoints (`/x/mcp`, `/x/search.json`):
 *
 * - request bodies are read up to a byte cap and no further: the stream is
 *   cancelled as soon as it passes the cap (a declared Content-Length over
 *   it is refused before any read), so a client cannot make the worker
 *   buffer more than the cap;
 * - a per-client rate limit through Cloudflare's rate-limiting binding
 *   (`MCP_LIMITER` in wrangler.toml; miniflare emulates it locally). The
 *   client is its address (`CF-Connecting-IP`, set by Cloudflare and not
 *   forgeable there; an IPv6 client is its /64). The address is only a
 *   counter key: it is never logged or stored by the worker.
 *
 * Without the binding, or when it fails, requests are not limited (one log
 * line per isolate): a limiter outage must not take the docs down.
 */

import { readCappedBytes } from '../lib/capped-read';
import { LIMITER_POLICY, withBudget } from './binding-budget';
import { log } from './log';

/** What a capped read gives: the text, or why there is none. */
export type CappedBody = { text: string } | { error: 'too-large' | 'not-utf8' };

/**
 * The body of `request` as UTF-8 text, reading at most `maxBytes` bytes.
 * @example await readCappedBody(new Request('http://x', { method: 'POST', body: 'é' }), 1) // { error: 'too-large' }
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<CappedBody> {
  const bytes = await readCappedBytes(request.body, request.headers.get('content-length'), maxBytes);
  if (!bytes) return { error: 'too-large' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return { error: 'not-utf8' };
  }
}

/**
 * Seconds a limited client is told to wait (`Retry-After`): the binding's
 * window (`period` of MCP_LIMITER in wrangler.toml). The binding does not
 * say when the window ends, so this is the longest wait.
 */
export const RATE_LIMIT_PERIOD_S = 10;

/** The binding's surface (workerd's RateLimit). */
export interface Limiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** The rate-limit key of a client address: an IPv4 address as is, an IPv6 address by its /64 (one host usually holds the whole /64). */
export function clientKey(ip: string): string {
  const addr = ip.trim().toLowerCase();
  if (!addr.includes(':')) return addr;
  const [head = '', tail] = addr.split('::', 2) as [string, string | undefined];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array<string>(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const warned = new Set<string>();

/** One log line per message and isolate (two fixed messages: bounded). */
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  log('warn', message.includes('missing') ? 'rate-limiter-missing' : 'rate-limiter-failed', message);
}

/** The rate-limit key of the client of `request` (clientKey of CF-Connecting-IP), or null when it carries no address. */
export function requestClientKey(request: Request): string | null {
  const ip = request.headers.get('cf-connecting-ip');
  return ip ? clientKey(ip) : null;
}

/**
 * True when the client of `request` is over its limit for `scope` (each
 * scope counts apart) once `cost` more requests are counted (an MCP batch
 * of N calls costs N: the binding counts one per `limit()` call, so it is
 * called `cost` times). False without a client address (not on Cloudflare
 * or miniflare), without the binding, or when the binding fails or does not
 * answer within the binding budget (worker/binding-budget.ts).
 */
export async function overLimit(limiter: Limiter | undefined, scope: string, request: Request, cost = 1): Promise<boolean> {
  const client = requestClientKey(request);
  if (!client || cost <= 0) return false;
  if (!limiter || typeof limiter.limit !== 'function') {
    warnOnce('binding MCP_LIMITER is missing: the JSON endpoints are not rate limited');
    return false;
  }
  try {
    const key = `${scope}:${client}`;
    const answers = await Promise.all(Array.from({ length: cost }, () => withBudget(() => limiter.limit({ key }), LIMITER_POLICY)));
    return answers.some((a) => !a.success);
  } catch (e) {
    // The address stays out of the log.
    warnOnce(`rate limiter failed (${e instanceof Error ? e.name : typeof e}); requests are not limited while it fails`);
    return false;
  }
}
