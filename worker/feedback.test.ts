/**
 * "Was this page helpful?" inside workerd: POST /x/feedback against the D1
 * database created by migrations/ (applied with applyD1Migrations), the
 * FEEDBACK_LIMITER rate-limit binding Miniflare emulates, and page records
 * from the real content build. Each test posts from its own client address,
 * so the per-client limit of one test never touches another.
 */
import { applyD1Migrations, createExecutionContext, waitOnExecutionContext, type D1Migration } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setBindingBudget } from './binding-budget';
import app from './index';
import { DEV_FEEDBACK_HASH_KEY } from './feedback';
import { call, env, putEntries } from './test-helpers';

const testEnv = env as unknown as Env & { FEEDBACK_DB: D1Database; TEST_MIGRATIONS: D1Migration[]; TEST_BULK_URL: string };
const db = testEnv.FEEDBACK_DB;
const ORIGIN = 'http://127.0.0.1';
const TAB_PAGE = '/x/react-data-grid/sorting/components-api';

/** Only the records these tests read, from the real build (the whole site is not needed here). */
async function seedSomePages(): Promise<void> {
  const entries = (await (await fetch(testEnv.TEST_BULK_URL)).json()) as { key: string; value: string }[];
  const wanted = [':en:/x/introduction', ':zh:/x/introduction', ':en:/x/react-data-grid/sorting', ':en:/x/react-data-grid/sorting/components-api'];
  // A page's record and, beside it, its body (`#html`), markdown and demos (`#md`).
  const picked = entries.filter((e) => wanted.some((w) => e.key.replace(/#(?:html|md)$/, '').endsWith(w)));
  expect(picked.filter((e) => !e.key.includes('#'))).toHaveLength(wanted.length);
  await putEntries(picked);
}

beforeAll(async () => {
  await applyD1Migrations(db, testEnv.TEST_MIGRATIONS);
  await seedSomePages();
});

let nextClient = 1;
/** A fresh client address (TEST-NET-3) per call site. */
const newClient = () => `203.0.113.${nextClient++}`;

interface Post {
  ip: string;
  body?: BodyInit;
  json?: unknown;
  headers?: Record<string, string>;
  bindings?: Record<string, unknown>;
}

/** Posts as the widget does (same origin, JSON); a header given as '' is left out. */
function post({ ip, body, json, headers = {}, bindings }: Post): Promise<Response> {
  const all = { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json', 'CF-Connecting-IP': ip, ...headers };
  return call('/x/feedback', { method: 'POST', headers: Object.fromEntries(Object.entries(all).filter(([, v]) => v !== '')), body: body ?? JSON.stringify(json) }, bindings);
}

async function hmacHex(key: string, message: string): Promise<string> {
  const k = await crypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return [...new Uint8Array(await crypto.subtle.sign('HMAC', k, new TextEncoder().encode(message)))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

interface Row {
  id: number;
  path: string;
  locale: string;
  helpful: number;
  comment: string | null;
  client_hash: string;
  created_at: string;
}

async function rowsOf(ip: string, key = DEV_FEEDBACK_HASH_KEY): Promise<Row[]> {
  const { results } = await db
    .prepare('SELECT * FROM feedback WHERE client_hash = ? ORDER BY id')
    .bind(await hmacHex(key, ip))
    .all<Row>();
  return results;
}

describe('POST /x/feedback stores an answer in D1', () => {
  it('stores a valid post with the keyed hash of the client, never its address, and echoes nothing', async () => {
    const ip = newClient();
    const res = await post({ ip, json: { path: '/x/introduction', locale: 'en', helpful: true, comment: '  <script>alert(1)</script> Clear page  ' } });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ ok: true });
    expect(text).not.toContain('script');

    const rows = await rowsOf(ip);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ path: '/x/introduction', locale: 'en', helpful: 1, comment: '<script>alert(1)</script> Clear page' });
    expect(row.client_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // The address is in no column, whole or in part.
    const { results } = await db.prepare("SELECT count(*) AS n FROM feedback WHERE path || locale || coalesce(comment, '') || client_hash || created_at LIKE ?").bind(`%${ip}%`).all<{ n: number }>();
    expect(results[0]!.n).toBe(0);
  });

  it('hashes with FEEDBACK_HASH_KEY when it is set: another key, another hash for the same client', async () => {
    const ip = newClient();
    const secret = 'k'.repeat(40);
    expect((await post({ ip, json: { path: '/x/introduction', locale: 'en', helpful: true }, bindings: { FEEDBACK_HASH_KEY: secret } })).status).toBe(201);
    expect(await rowsOf(ip, secret)).toHaveLength(1);
    expect(await rowsOf(ip)).toHaveLength(0);
  });

  it('stores "no", a Chinese page, an API tab, and an empty or missing comment as NULL', async () => {
    const ip = newClient();
    expect((await post({ ip, json: { path: '/x/introduction', locale: 'zh', helpful: false } })).status).toBe(201);
    expect((await post({ ip, json: { path: TAB_PAGE, locale: 'en', helpful: true, comment: '   \n ' } })).status).toBe(201);
    expect((await post({ ip, json: { path: '/x/introduction', locale: 'en', helpful: true, comment: null } })).status).toBe(201);
    const rows = await rowsOf(ip);
    expect(rows.map((r) => [r.path, r.locale, r.helpful, r.comment])).toEqual([
      ['/x/introduction', 'zh', 0, null],
      [TAB_PAGE, 'en', 1, null],
      ['/x/introduction', 'en', 1, null],
    ]);
  });

  it('accepts a comment of exactly 1,000 characters (after trimming)', async () => {
    const ip = newClient();
    const comment = 'é'.repeat(1000);
    expect((await post({ ip, json: { path: '/x/introduction', locale: 'en', helpful: true, comment: `  ${comment}  ` } })).status).toBe(201);
    expect((await rowsOf(ip))[0]!.comment).toBe(comment);
  });
});

describe('bad input gets a 4xx with a clear JSON message and stores nothing', () => {
  const ok = { path: '/x/introduction', locale: 'en', helpful: true };
  const cases: [string, Omit<Post, 'ip'>, number, RegExp][] = [
    ['invalid JSON', { body: '{"path":' }, 400, /not valid JSON/],
    ['a JSON array', { json: [ok] }, 400, /must be a JSON object/],
    ['no path', { json: { locale: 'en', helpful: true } }, 400, /"path" is required/],
    ['a full URL as path', { json: { ...ok, path: 'https://evil.example/x/introduction' } }, 400, /docs page path/],
    ['a traversal path', { json: { ...ok, path: '/x/../x/introduction' } }, 400, /docs page path/],
    ['a localised path', { json: { ...ok, path: '/zh/x/introduction' } }, 400, /docs page path/],
    ['a path with a query', { json: { ...ok, path: '/x/introduction?a=1' } }, 400, /docs page path/],
    ['a page that does not exist', { json: { ...ok, path: '/x/no-such-page' } }, 400, /not a page of this site/],
    ['the markdown form of a page', { json: { ...ok, path: '/x/introduction.md' } }, 400, /not a page of this site/],
    ['an unknown locale', { json: { ...ok, locale: 'fr' } }, 400, /"locale" must be one of "en", "zh"/],
    ['helpful as a string', { json: { ...ok, helpful: 'yes' } }, 400, /"helpful" must be true or false/],
    ['helpful missing', { json: { path: '/x/introduction', locale: 'en' } }, 400, /"helpful" must be true or false/],
    ['a comment of 1,001 characters', { json: { ...ok, comment: 'a'.repeat(1001) } }, 400, /1001 characters long; at most 1000/],
    ['a comment that is a number', { json: { ...ok, comment: 42 } }, 400, /"comment" must be a string/],
    ['a comment with control characters', { json: { ...ok, comment: 'a\u0000b' } }, 400, /control characters/],
    ['a comment with a lone surrogate', { body: '{"path":"/x/introduction","locale":"en","helpful":true,"comment":"\\ud800"}' }, 400, /not valid Unicode/],
    ['an unknown field', { json: { ...ok, email: 'a@b.c' } }, 400, /Unknown field: "email"/],
    ['bytes that are not UTF-8', { body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) }, 400, /not valid UTF-8/],
    ['a form body', { body: 'path=/x/introduction', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }, 415, /must be JSON/],
    ['no content type', { body: JSON.stringify(ok), headers: { 'Content-Type': '' } }, 415, /must be JSON/],
    ['a body over 8 KiB', { json: { ...ok, comment: 'a'.repeat(9000) } }, 413, /larger than 8192 bytes/],
  ];
  it.each(cases)('%s', async (_name, p, status, message) => {
    const ip = newClient();
    const res = await post({ ip, ...p });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { error: string };
    expect(body.error).toMatch(message);
    expect(await rowsOf(ip)).toHaveLength(0);
  });

  it('counts the bytes of a streamed body without a Content-Length and stops at 8 KiB', async () => {
    const ip = newClient();
    const chunk = new TextEncoder().encode('a'.repeat(1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 64) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await post({ ip, body: stream });
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(64);
  });
});

describe('limits and refusals', () => {
  it('answers the 6th post of a client within a minute with 429, Retry-After and a message; other clients go on', async () => {
    // The emulated limiter counts per wall-clock minute: start well inside one.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
    const ip = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post({ ip, json: { path: '/x/introduction', locale: 'en', helpful: i % 2 === 0 } })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const sixth = await post({ ip, json: { path: '/x/introduction', locale: 'en', helpful: true, comment: 'sixth' } });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('60');
    expect(((await sixth.json()) as { error: string }).error).toMatch(/Too many feedback posts: at most 5 a minute/);
    expect(await rowsOf(ip)).toHaveLength(5);
    expect((await post({ ip: newClient(), json: { path: '/x/introduction', locale: 'en', helpful: true } })).status).toBe(201);
  });

  it('counts every address of one IPv6 /64 as one client: 12 posts from 2001:db8:aa:bb::1 to ::c, 429 after the 5th', async () => {
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) statuses.push((await post({ ip: `2001:db8:aa:bb::${i.toString(16)}`, json: { path: '/x/introduction', locale: 'en', helpful: true } })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
    // The stored hash is the /64's, the same key every limiter uses (clientKey): the address is not in it.
    expect(await rowsOf('2001:db8:aa:bb::/64')).toHaveLength(5);
    expect(await rowsOf('2001:db8:aa:bb::1')).toHaveLength(0);
    // Another /64 is another client.
    expect((await post({ ip: '2001:db8:aa:bc::1', json: { path: '/x/introduction', locale: 'en', helpful: true } })).status).toBe(201);
  });

  it.each(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'])('answers %s with 405 and Allow: POST', async (method) => {
    const res = await call('/x/feedback', { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    if (method !== 'HEAD') expect(((await res.json()) as { error: string }).error).toBe('Only POST is supported here.');
  });

  it.each<[string, Record<string, string>]>([
    ['another Origin', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['another Origin without Fetch Metadata', { Origin: 'https://evil.example', 'Sec-Fetch-Site': '' }],
    ['a cross-site fetch with a forged same Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a same-site (other subdomain) fetch', { Origin: 'http://docs.127.0.0.1', 'Sec-Fetch-Site': 'same-site' }],
    ['Origin "null"', { Origin: 'null', 'Sec-Fetch-Site': '' }],
    ['neither Origin nor Sec-Fetch-Site', { Origin: '', 'Sec-Fetch-Site': '' }],
  ])('refuses %s with 403', async (_name, headers) => {
    const ip = newClient();
    const res = await post({ ip, json: { path: '/x/introduction', locale: 'en', helpful: true }, headers });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toMatch(/only from pages of this site/);
    expect(await rowsOf(ip)).toHaveLength(0);
  });

  it('accepts SITE_URL as Origin, and Sec-Fetch-Site: same-origin alone', async () => {
    const ip = newClient();
    expect((await post({ ip, json: { path: '/x/introduction', locale: 'en', helpful: true }, headers: { Origin: 'http://127.0.0.1:8787', 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(201);
    expect((await post({ ip, json: { path: '/x/introduction', locale: 'en', helpful: false }, headers: { Origin: '' } })).status).toBe(201);
    expect(await rowsOf(ip)).toHaveLength(2);
  });

  it('off a loopback host, refuses feedback with 503 until FEEDBACK_HASH_KEY is set (never hashes with the development key)', async () => {
    const send = async (bindings: Record<string, unknown>) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(
        new Request('https://docs.example.com/x/feedback', {
          method: 'POST',
          headers: { Origin: 'https://docs.example.com', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.51.100.9' },
          body: JSON.stringify({ path: '/x/introduction', locale: 'en', helpful: true }),
        }),
        { ...env, ...bindings },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return res;
    };
    const refused = await send({});
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: string }).error).toMatch(/not available/);
    expect((await send({ FEEDBACK_HASH_KEY: 'too-short' })).status).toBe(503);
    const secret = 's'.repeat(64);
    expect((await send({ FEEDBACK_HASH_KEY: secret })).status).toBe(201);
    expect(await rowsOf('198.51.100.9', secret)).toHaveLength(1);
    expect(await rowsOf('198.51.100.9')).toHaveLength(0);
  });

  it('answers 503 with a message, not a stack trace, when the database is missing or KV fails', async () => {
    const json = { path: '/x/introduction', locale: 'en', helpful: true };
    const res = await post({ ip: newClient(), json, bindings: { FEEDBACK_DB: undefined } });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toBe('Feedback is not available on this server right now.');
    const kvDown = { get: () => Promise.reject(new Error('KV is down')) };
    const ip = newClient();
    const res2 = await post({ ip, json, bindings: { PAGES: kvDown } });
    expect(res2.status).toBe(503);
    expect(res2.headers.get('retry-after')).toBe('5');
    expect(await res2.text()).not.toContain('KV is down');
    expect(await rowsOf(ip)).toHaveLength(0);
  });
});

describe('binding faults: every call within the shared budget (worker/binding-budget.ts)', () => {
  afterEach(() => setBindingBudget());
  const json = { path: '/x/introduction', locale: 'en', helpful: true };

  /** FEEDBACK_DB whose insert does `fault` on its first `times` runs (then the real database); `runs` counts the attempts. */
  function faultyDb(fault: 'hang' | 'throw', times: number): { db: D1Database; runs: () => number } {
    let runs = 0;
    const prepare = (sql: string) => ({
      bind: (...args: unknown[]) => ({
        run: () => {
          runs++;
          if (runs <= times) return fault === 'hang' ? new Promise(() => undefined) : Promise.reject(new Error('D1 is down SECRET'));
          return db
            .prepare(sql)
            .bind(...args)
            .run();
        },
      }),
    });
    return { db: { prepare } as unknown as D1Database, runs: () => runs };
  }

  it('a KV read of the page check that fails once is retried: 201', async () => {
    let failed = false;
    const real = env.PAGES;
    const flaky = {
      get: (key: string, options?: unknown) => {
        if (!failed) {
          failed = true;
          return Promise.reject(new Error('KV blip'));
        }
        return (real.get as (k: string, o?: unknown) => Promise<unknown>)(key, options);
      },
    };
    const ip = newClient();
    expect((await post({ ip, json, bindings: { PAGES: flaky } })).status).toBe(201);
    expect(failed).toBe(true);
    expect(await rowsOf(ip)).toHaveLength(1);
  });

  it('a hung D1 write answers 503 within its budget and is not written twice', async () => {
    setBindingBudget({ d1Write: { attemptMs: 100 } });
    const { db: hung, runs } = faultyDb('hang', 1);
    const started = Date.now();
    const res = await post({ ip: newClient(), json, bindings: { FEEDBACK_DB: hung } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.text()).not.toContain('SECRET');
    expect(Date.now() - started).toBeLessThan(2_000);
    // A timed-out insert may still land: it is not repeated.
    expect(runs()).toBe(1);
  });

  it('a D1 write that fails outright once is retried: 201, one row', async () => {
    const { db: flaky, runs } = faultyDb('throw', 1);
    const ip = newClient();
    expect((await post({ ip, json, bindings: { FEEDBACK_DB: flaky } })).status).toBe(201);
    expect(runs()).toBe(2);
    expect(await rowsOf(ip)).toHaveLength(1);
  });

  it('a hung rate limiter answers 503 within its budget', async () => {
    setBindingBudget({ limiter: { attemptMs: 50 } });
    let calls = 0;
    const hung = { limit: () => (calls++, new Promise<never>(() => undefined)) };
    const started = Date.now();
    const res = await post({ ip: newClient(), json, bindings: { FEEDBACK_LIMITER: hung } });
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
    // The shared policy: two attempts.
    expect(calls).toBe(2);
  });
});

describe('the widget at the end of every docs page', () => {
  it('is rendered after the body with pressed-state buttons, a labelled textarea and a live status', async () => {
    const html = await (await call('/x/introduction')).text();
    const widget = /<section class="feedback"[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(widget).toContain('data-path="/x/introduction"');
    expect(widget).toContain('data-locale="en"');
    expect(widget).toContain('Was this page helpful?');
    expect(widget.match(/<button type="button" class="feedback-choice" aria-pressed="false"/g)).toHaveLength(2);
    expect(widget).toMatch(/<label for="feedback-comment">Tell us more \(optional\)<\/label><textarea id="feedback-comment"[^>]*maxLength="1000"/i);
    expect(widget).toMatch(/role="status" aria-live="polite"/);
    expect(widget).toContain('0 of 1000 characters');
    expect(html.indexOf('class="feedback"')).toBeGreaterThan(html.indexOf('class="body"'));
    expect(html.indexOf('class="feedback"')).toBeLessThan(html.indexOf('class="page-footer"'));
  });

  it('speaks Chinese on /zh pages and names an API tab by its own path', async () => {
    const zh = await (await call('/zh/x/introduction')).text();
    expect(zh).toContain('此页面对您有帮助吗？');
    expect(zh).toContain('data-locale="zh"');
    expect(zh).toContain('data-path="/x/introduction"');
    expect(zh).toContain('data-msg-rate-limited="您在过去一分钟内发送的反馈过多');
    const tab = await (await call(TAB_PAGE)).text();
    expect(tab).toContain(`data-path="${TAB_PAGE}"`);
  });

  it('is absent from the 404 page', async () => {
    const res = await call('/x/no-such-page');
    expect(res.status).toBe(404);
    // No element carries the widget's mark (the inline site stylesheet names the selector, so match markup only).
    expect(await res.text()).not.toMatch(/<[a-z][^<>]*\sdata-feedback[\s=>]/);
  });
});
