/**
 * POST /x/feedback: "Was this page helpful?" answers, stored in D1
 * (FEEDBACK_DB, table `feedback`, created by migrations/).
 *
 * In order, each refusal a JSON `{ "error": message }`, never a 5xx for
 * bad input:
 * - 405 (Allow: POST) for any other method;
 * - 403 unless the request is same-origin: `Sec-Fetch-Site`, when sent, must
 *   be `same-origin`, and `Origin`, when sent, must be SITE_URL's origin or
 *   the request's own; a request with neither header is refused (CSRF);
 * - 503 when the database, the rate limiter or (off loopback) the hash key
 *   is not configured, or D1 / KV / the limiter fails or does not answer
 *   within its budget (worker/binding-budget.ts: every call is timed and
 *   retried by the same policy);
 * - 429 (Retry-After: 60) past 5 posts a minute from one client: the key of
 *   the FEEDBACK_LIMITER binding is the client's keyed hash;
 * - 415 for a body that is not `application/json`, 413 over 8 KiB (counted
 *   while reading), 400 for invalid UTF-8 or JSON and for any field that
 *   fails lib/feedback.ts, or a path that is no page of the site;
 * - 201 `{ "ok": true }` once stored. Nothing the reader wrote is echoed.
 *
 * The client is identified only by HMAC-SHA-256(FEEDBACK_HASH_KEY,
 * clientKey(CF-Connecting-IP)), hex (clientKey, worker/limits.ts: an IPv4
 * address, or an IPv6 address's /64, the same key as every other limiter):
 * the address itself is never stored or logged.
 */
import { Hono, type Context } from 'hono';
import { FEEDBACK_PATH, FEEDBACK_RATE, MAX_FEEDBACK_BODY_BYTES, checkFeedback } from '../lib/feedback';
import { pageKey, tabKey } from '../lib/page-record';
import { route } from '../lib/routing';
import { readVars } from './vars';
import { KV_PREFIX } from './site';
import { kvKeyOf } from './store';
import { clientKey, readCappedBody } from './limits';
import { D1_WRITE_POLICY, KV_POLICY, LIMITER_POLICY, withBudget } from './binding-budget';
import { log, logFailure, messageOf } from './log';

/** The bindings this route reads (wrangler.toml; FEEDBACK_HASH_KEY is a secret). */
export interface FeedbackBindings {
  FEEDBACK_DB?: D1Database;
  FEEDBACK_LIMITER?: RateLimit;
  FEEDBACK_HASH_KEY?: string;
}

type AppEnv = { Bindings: Env & FeedbackBindings };

/**
 * The key used when FEEDBACK_HASH_KEY is missing and the request is on a
 * loopback host (`npm start`, the tests). Anywhere else feedback is refused
 * with a 503 until the secret is set.
 */
export const DEV_FEEDBACK_HASH_KEY = 'mui-x-docs-local-feedback-hash-key-not-for-production';

/** Shortest FEEDBACK_HASH_KEY accepted (e.g. `openssl rand -hex 32` gives 64). */
export const MIN_HASH_KEY_LENGTH = 32;

const logged = new Set<string>();
function logOnce(message: string): void {
  if (logged.has(message)) return;
  logged.add(message);
  log('warn', 'feedback-config', message);
}

function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });
}
const refuse = (status: number, message: string, headers?: Record<string, string>) => reply(status, { error: message }, headers);

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** Same-origin per Fetch Metadata and Origin (see the module comment). */
export function isSameOrigin(req: Request, siteUrl: string): boolean {
  const fetchSite = req.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  const origin = req.headers.get('origin');
  if (origin !== null) return origin === siteUrl || origin === new URL(req.url).origin;
  return fetchSite === 'same-origin';
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();

/** HMAC-SHA-256 of the client address under the secret, as 64 hex digits. */
export async function clientHash(secret: string, address: string): Promise<string> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    hmacKeys.set(secret, key);
  }
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(address)));
  let hex = '';
  for (const b of mac) hex += b.toString(16).padStart(2, '0');
  return hex;
}

function hashKey(c: Context<AppEnv>): string | undefined {
  const secret = c.env.FEEDBACK_HASH_KEY?.trim();
  if (secret && secret.length >= MIN_HASH_KEY_LENGTH) return secret;
  if (isLoopback(new URL(c.req.url).hostname)) {
    logOnce(`feedback: FEEDBACK_HASH_KEY is ${secret ? 'too short' : 'not set'}; using the development key on this loopback host (see README, Reader feedback).`);
    return DEV_FEEDBACK_HASH_KEY;
  }
  logOnce(`feedback: FEEDBACK_HASH_KEY is ${secret ? `shorter than ${MIN_HASH_KEY_LENGTH} characters` : 'not set'}; feedback is refused until it is (npx wrangler secret put FEEDBACK_HASH_KEY).`);
  return undefined;
}

/**
 * Whether `path` (public, no locale prefix, optionally with an API tab) is a
 * page of the current content. Only the key's presence is read: the value
 * (up to megabytes for an API tab) is never downloaded whole. The read has
 * the budget and retries of every KV read (KV_POLICY); past them it throws
 * BindingUnavailable (a 503).
 */
async function pageExists(kv: KVNamespace, path: string): Promise<boolean> {
  const r = route(path);
  if (r.kind !== 'page' || r.locale !== 'en' || r.markdown || r.path + (r.tab ? `/${r.tab}` : '') !== path) return false;
  // Every page has an English record; a Chinese reader of an untranslated page is shown it.
  const key = r.tab ? tabKey(KV_PREFIX, r.contentPath, r.tab) : pageKey(KV_PREFIX, 'en', r.contentPath);
  const stored = kvKeyOf(key);
  if (stored === null) return false;
  const body = await withBudget(() => kv.get(stored, { type: 'stream', cacheTtl: 300 }), KV_POLICY);
  if (body === null) return false;
  await body.cancel().catch(() => undefined);
  return true;
}

async function postFeedback(c: Context<AppEnv>): Promise<Response> {
  const req = c.req.raw;
  if (!isSameOrigin(req, readVars(c.env).SITE_URL)) return refuse(403, 'Feedback is accepted only from pages of this site (a same-origin request with an Origin or Sec-Fetch-Site header).');

  const db = c.env.FEEDBACK_DB;
  const limiter = c.env.FEEDBACK_LIMITER;
  const secret = hashKey(c);
  if (!db || !limiter || !secret) {
    if (!db || !limiter) logOnce('feedback: the FEEDBACK_DB or FEEDBACK_LIMITER binding is missing (wrangler.toml).');
    return refuse(503, 'Feedback is not available on this server right now.', { 'Retry-After': '60' });
  }

  // Behind Cloudflare CF-Connecting-IP is always set; a local request without it shares one bucket.
  // The client is the limiters' clientKey: an IPv6 host holds its whole /64, so it is one client.
  const ip = req.headers.get('cf-connecting-ip');
  const client = await clientHash(secret, ip ? clientKey(ip) : 'unknown');
  let allowed: boolean;
  try {
    allowed = (await withBudget(() => limiter.limit({ key: client }), LIMITER_POLICY)).success;
  } catch (e) {
    log('error', 'rate-limiter-failed', `feedback: ${messageOf(e)}`);
    return refuse(503, 'Feedback is not available on this server right now.', { 'Retry-After': '60' });
  }
  if (!allowed) {
    return refuse(429, `Too many feedback posts: at most ${FEEDBACK_RATE.limit} a minute. Please try again in a minute.`, { 'Retry-After': String(FEEDBACK_RATE.periodSeconds) });
  }

  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return refuse(415, 'The body must be JSON (Content-Type: application/json).');
  const read = await readCappedBody(req, MAX_FEEDBACK_BODY_BYTES);
  if ('error' in read) return read.error === 'too-large' ? refuse(413, `The body is larger than ${MAX_FEEDBACK_BODY_BYTES} bytes.`) : refuse(400, 'The body is not valid UTF-8.');
  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return refuse(400, 'The body is not valid JSON.');
  }
  const check = checkFeedback(body);
  if (!check.ok) return refuse(400, check.message);
  const { post } = check;

  let exists: boolean;
  try {
    exists = await pageExists(c.env.PAGES, post.path);
  } catch (e) {
    logFailure(e, 'kv-unavailable');
    return refuse(503, 'Feedback is not available on this server right now.', { 'Retry-After': '5' });
  }
  if (!exists) return refuse(400, '"path" is not a page of this site.');

  try {
    // Within D1_WRITE_POLICY: a hung write is answered 503 in about 2 s, and retried only after an outright failure.
    const insert = db
      .prepare('INSERT INTO feedback (path, locale, helpful, comment, client_hash) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(post.path, post.locale, post.helpful ? 1 : 0, post.comment, client);
    await withBudget(() => insert.run(), D1_WRITE_POLICY);
  } catch (e) {
    log('error', 'd1-failed', `feedback insert: ${messageOf(e)}`);
    return refuse(503, 'Feedback could not be saved right now. Please try again later.', { 'Retry-After': '60' });
  }
  return reply(201, { ok: true });
}

export const feedbackRoutes = new Hono<AppEnv>();
feedbackRoutes.post(FEEDBACK_PATH, postFeedback);
feedbackRoutes.all(FEEDBACK_PATH, () => refuse(405, 'Only POST is supported here.', { Allow: 'POST' }));
