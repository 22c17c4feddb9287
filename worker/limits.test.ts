/**
 * Limits of the JSON endpoints inside workerd: MCP bodies capped in bytes
 * while streaming, batch size and batch answer size, the per-client rate
 * limit through the real rate-limiting binding of wrangler.toml
 * (MCP_LIMITER, emulated by miniflare), and the CORS policy
 * (worker/cors.ts): any origin, never credentials.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setBindingBudget } from './binding-budget';
import { clientKey, RATE_LIMIT_PERIOD_S } from './limits';
import { MAX_BATCH, MAX_BATCH_ANSWER, MAX_BODY } from './search/mcp';
import { call, env, seedPages } from './test-helpers';

beforeAll(() => seedPages(), 120_000);
afterEach(() => vi.restoreAllMocks());

const MCP = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
const rpc = (id: number | string, method: string, params?: unknown) => ({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
const postMcp = (body: BodyInit, headers: Record<string, string> = {}) => call('/x/mcp', { method: 'POST', headers: { ...MCP, ...headers }, body });

/** A body stream of `chunk`-byte pieces without end (or up to `total` bytes); `pulls` counts the pieces read. */
function endless(chunk: number, fill = 0x20): { stream: ReadableStream<Uint8Array>; pulls: () => number; cancelled: () => boolean } {
  let pulls = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls++;
      controller.enqueue(new Uint8Array(chunk).fill(fill));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, pulls: () => pulls, cancelled: () => cancelled };
}

/** A stream of the given bytes in one piece, without a Content-Length. */
function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

describe('MCP request bodies', () => {
  it('stops reading a streamed body without Content-Length once it passes 64 KB', async () => {
    const body = endless(16 * 1024);
    const res = await postMcp(body.stream);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(`Request body over ${MAX_BODY} bytes`);
    // 64 KB is four pieces: the fifth passes the cap, and nothing after it is read.
    expect(body.pulls()).toBeLessThanOrEqual(6);
    expect(body.cancelled()).toBe(true);
  });

  it('refuses a declared Content-Length over the cap before reading', async () => {
    const body = endless(1024);
    const res = await postMcp(body.stream, { 'Content-Length': String(MAX_BODY + 1) });
    expect(res.status).toBe(413);
    expect(body.pulls()).toBeLessThanOrEqual(2);
  });

  it('counts bytes, not characters', async () => {
    // 40,000 characters, 80,000 bytes of UTF-8.
    const text = JSON.stringify(rpc(1, 'ping', { pad: 'é'.repeat(40_000) }));
    expect(text.length).toBeLessThan(MAX_BODY);
    const res = await postMcp(streamOf(new TextEncoder().encode(text)));
    expect(res.status).toBe(413);
  });

  it('reads a body just under the cap', async () => {
    const text = JSON.stringify(rpc(7, 'ping', { pad: 'x'.repeat(MAX_BODY - 100) }));
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(MAX_BODY);
    const res = await postMcp(streamOf(new TextEncoder().encode(text)));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 7, result: {} });
  });

  it('answers a body that is not UTF-8 with a parse error', async () => {
    const res = await postMcp(streamOf(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(-32700);
  });
});

describe('MCP batches', () => {
  it(`holds at most ${MAX_BATCH} messages`, async () => {
    const res = await postMcp(JSON.stringify(Array.from({ length: MAX_BATCH + 1 }, (_, i) => rpc(i, 'ping'))));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain(`1 to ${MAX_BATCH} messages`);
  });

  it(`answers at most ${MAX_BATCH_ANSWER} bytes of results, then an error per request`, async () => {
    const call1 = (id: number) => rpc(id, 'tools/call', { name: 'get_api', arguments: { component: 'DataGridPremium' } });
    const single = await (await postMcp(JSON.stringify(call1(0)))).text();
    const size = new TextEncoder().encode(single).length;
    // The batch would pass the cap if every request were answered.
    expect(size * MAX_BATCH).toBeGreaterThan(MAX_BATCH_ANSWER);
    const res = await postMcp(JSON.stringify(Array.from({ length: MAX_BATCH }, (_, i) => call1(i + 1))));
    expect(res.status).toBe(200);
    const text = await res.text();
    const replies = JSON.parse(text) as { id: number; result?: unknown; error?: { code: number; message: string } }[];
    expect(replies.map((r) => r.id)).toEqual(Array.from({ length: MAX_BATCH }, (_, i) => i + 1));
    const fits = Math.floor((MAX_BATCH_ANSWER - 2) / (size + 1));
    expect(fits).toBeGreaterThan(0);
    expect(replies.filter((r) => r.result)).toHaveLength(fits);
    expect(replies.slice(0, fits).every((r) => r.result)).toBe(true);
    for (const r of replies.slice(fits)) {
      expect(r.error?.code).toBe(-32000);
      expect(r.error?.message).toContain('send this request on its own');
    }
    // The results within the cap; the short errors after them are all that pass it.
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(MAX_BATCH_ANSWER + MAX_BATCH * 200);
  });
});

/** Waits for the start of a rate-limit window if the current one is more than half gone (windows are aligned to the clock). */
async function freshWindow(): Promise<void> {
  const into = Date.now() % (RATE_LIMIT_PERIOD_S * 1000);
  if (into > (RATE_LIMIT_PERIOD_S * 1000) / 2) await new Promise((r) => setTimeout(r, RATE_LIMIT_PERIOD_S * 1000 - into + 50));
}

/** The limit of MCP_LIMITER in wrangler.toml. */
const LIMIT = 60;

describe('per-client rate limit', () => {
  it('answers search.json over the limit with 429 and Retry-After; other clients and MCP are counted apart', async () => {
    // The binding of wrangler.toml, emulated by miniflare.
    expect((env as unknown as { MCP_LIMITER?: unknown }).MCP_LIMITER).toBeDefined();
    await freshWindow();
    const from = (ip: string) => ({ headers: { 'CF-Connecting-IP': ip } });
    for (let i = 0; i < LIMIT; i++) expect((await call('/x/search.json?q=', from('203.0.113.50'))).status).toBe(200);
    const limited = await call('/x/search.json?q=', from('203.0.113.50'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe(String(RATE_LIMIT_PERIOD_S));
    expect(limited.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(limited.headers.get('access-control-allow-origin')).toBe('*');
    expect(await limited.json()).toEqual({ error: `Too many requests: retry in ${RATE_LIMIT_PERIOD_S} seconds` });
    // Another address is not limited; nor is the same address on MCP.
    expect((await call('/x/search.json?q=', from('203.0.113.51'))).status).toBe(200);
    const mcp = await postMcp(JSON.stringify(rpc(1, 'ping')), { 'CF-Connecting-IP': '203.0.113.50' });
    expect(mcp.status).toBe(200);
  });

  it('answers MCP over the limit with a JSON-RPC error and 429; a preflight is neither counted nor limited', async () => {
    await freshWindow();
    const ip = { 'CF-Connecting-IP': '2001:db8:77:1::5' };
    for (let i = 0; i < 5; i++) expect((await call('/x/mcp', { method: 'OPTIONS', headers: { ...ip, Origin: 'https://a.example' } })).status).toBe(204);
    for (let i = 0; i < LIMIT; i++) expect((await postMcp(JSON.stringify(rpc(i, 'ping')), ip)).status).toBe(200);
    // The same /64 is the same client.
    const res = await postMcp(JSON.stringify(rpc('x', 'ping')), { 'CF-Connecting-IP': '2001:db8:77:1:ffff::9' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe(String(RATE_LIMIT_PERIOD_S));
    expect(res.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(await res.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32000, message: `Too many requests: retry in ${RATE_LIMIT_PERIOD_S} seconds` } });
    expect((await call('/x/mcp', { method: 'OPTIONS', headers: { ...ip, Origin: 'https://a.example' } })).status).toBe(204);
  });

  it('counts each message of an MCP batch against the limit: a batch of N costs N', async () => {
    await freshWindow();
    const ip = { 'CF-Connecting-IP': '2001:db8:77:2::1' };
    const batch = (from: number, n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => rpc(from + i, 'tools/call', { name: 'search_docs', arguments: { query: 'sorting' } })));
    // Three full batches are LIMIT calls: every one runs.
    for (let b = 0; b < LIMIT / MAX_BATCH; b++) {
      const res = await postMcp(batch(b * MAX_BATCH, MAX_BATCH), ip);
      expect(res.status).toBe(200);
      expect((await res.json()) as unknown[]).toHaveLength(MAX_BATCH);
    }
    // The next call of the same /64, even alone, is over the limit.
    const next = await postMcp(JSON.stringify(rpc('one-more', 'ping')), { 'CF-Connecting-IP': '2001:db8:77:2::2' });
    expect(next.status).toBe(429);
    expect(((await next.json()) as { error: { code: number } }).error.code).toBe(-32000);
  });

  it('refuses a batch that would pass the limit, though its first message fits', async () => {
    await freshWindow();
    const ip = { 'CF-Connecting-IP': '198.51.100.77' };
    for (let i = 0; i < LIMIT - 5; i++) expect((await postMcp(JSON.stringify(rpc(i, 'ping')), ip)).status).toBe(200);
    const res = await postMcp(JSON.stringify(Array.from({ length: 10 }, (_, i) => rpc(i, 'ping'))), ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe(String(RATE_LIMIT_PERIOD_S));
  });

  it('keys an IPv6 client by its /64 and an IPv4 client by its address', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:0db8:0001:0003::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
  });

  it('does not limit without the binding or when it fails, and never logs the address', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ip = { 'CF-Connecting-IP': '203.0.113.99' };
    const failing = { limit: ({ key }: { key: string }) => Promise.reject(new Error(`limiter down for ${key}`)) };
    for (let i = 0; i < LIMIT + 5; i++) expect((await call('/x/search.json?q=', { headers: ip }, { MCP_LIMITER: undefined })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await call('/x/search.json?q=', { headers: ip }, { MCP_LIMITER: failing })).status).toBe(200);
    const lines = [...warn.mock.calls, ...error.mock.calls].map((args) => args.map(String).join(' '));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toContain('203.0.113.99');
  });

  it('a limiter that does not answer holds a request no longer than its budget (then not limited)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setBindingBudget({ limiter: { attemptMs: 50 } });
    try {
      let calls = 0;
      const hung = { limit: () => (calls++, new Promise<never>(() => undefined)) };
      const started = Date.now();
      expect((await call('/x/search.json?q=', { headers: { 'CF-Connecting-IP': '203.0.113.98' } }, { MCP_LIMITER: hung })).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(calls).toBe(2);
    } finally {
      setBindingBudget();
    }
  });

  it('leaves a request without a client address alone (not on Cloudflare or miniflare)', async () => {
    for (let i = 0; i < LIMIT + 5; i++) expect((await call('/x/search.json?q=')).status).toBe(200);
  });
});

describe('CORS: any origin, never credentials', () => {
  const origin = { Origin: 'https://elsewhere.example' };
  it.each([
    ['search.json', '/x/search.json?q=grid', {}],
    ['llms.txt', '/x/llms.txt', {}],
    ['markdown', '/x/react-data-grid/sorting.md', {}],
    ['MCP', '/x/mcp', { method: 'POST', headers: MCP, body: JSON.stringify(rpc(1, 'tools/list')) }],
    ['the MCP preflight', '/x/mcp', { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' } }],
    ['an MCP error', '/x/mcp', { method: 'POST', headers: MCP, body: '{' }],
  ] as [string, string, RequestInit][])('%s: Access-Control-Allow-Origin *, no Allow-Credentials', async (_, path, init) => {
    const res = await call(path, { ...init, headers: { ...origin, ...(init.headers as Record<string, string>) } });
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.has('access-control-allow-credentials')).toBe(false);
  });

  it('the MCP preflight does not allow an Authorization header', async () => {
    const res = await call('/x/mcp', { method: 'OPTIONS', headers: { ...origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' } });
    expect(res.status).toBe(204);
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    expect(allowed).toContain('mcp-protocol-version');
    expect(allowed).not.toContain('authorization');
  });

  it('MCP refuses a request that carries credentials', async () => {
    const res = await postMcp(JSON.stringify(rpc(1, 'ping')), { Authorization: 'Bearer abc' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('no credentials');
  });

  it('HTML pages carry no CORS headers', async () => {
    const res = await call('/x/introduction', { headers: origin });
    expect(res.status).toBe(200);
    expect([...res.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([]);
    await res.arrayBuffer();
  });
});
