/**
 * Fault injection inside workerd: the KV binding is wrapped so that reads
 * throw, hang, come late, fail once, return text that is not JSON or a
 * record of the wrong shape; the search index goes missing or corrupt;
 * vars go missing or malformed. One test per failure and route (page, .md,
 * playground, search.json, llms.txt, MCP), each asserting the status, the
 * content type, the headers and that nothing internal leaks.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorFor } from './errors';
import app from './index';
import { searchIndexKey } from '../lib/page-record';
import { SearchIndex } from '../lib/search';
import { EMBEDDED_INDEXES } from './search/embedded';
import { resetSearchIndex } from './search/load';
import { KV_PREFIX } from './site';
import { READ_BUDGET, setReadBudget } from './store';
import { bulkEntries, env, logicalKeys, seedPages } from './test-helpers';

type Fault = 'throw' | 'hang' | 'slow' | 'flaky' | 'corrupt' | 'wrong-shape' | 'missing';

/** A secret-looking message: it must never reach a reader. */
const INTERNAL = 'KV exploded in /srv/internal/store.js:42 token=SECRET-123';

/**
 * The real binding with `fault` on every read whose key `matches`; `reads`
 * lists every key asked for. Keys are matched and listed by their logical
 * name (`<version>:en:/x/...`), whatever content-addressed key (`v:<hash>`)
 * the worker read them at.
 */
function faultyKv(fault: Fault, matches: (key: string) => boolean = () => true): { kv: KVNamespace; reads: string[] } {
  const real = env.PAGES;
  const reads: string[] = [];
  const failedOnce = new Set<string>();
  const get = (key: string, options?: unknown): Promise<unknown> => {
    const names = logicalKeys(key);
    reads.push(names[0]!);
    const pass = () => (real.get as (k: string, o?: unknown) => Promise<unknown>)(key, options);
    if (!names.some(matches)) return pass();
    switch (fault) {
      case 'throw':
        return Promise.reject(new Error(INTERNAL));
      case 'hang':
        return new Promise(() => undefined);
      case 'slow':
        return new Promise((resolve) => setTimeout(resolve, 20)).then(pass);
      case 'flaky':
        if (failedOnce.has(key)) return pass();
        failedOnce.add(key);
        return Promise.reject(new Error(INTERNAL));
      case 'corrupt':
        return Promise.resolve('{"path":"/x/introduction","title":"SECRET-123 trunc');
      case 'wrong-shape':
        return Promise.resolve(JSON.stringify({ path: 42, title: ['SECRET-123'], html: null, v: 3 }));
      case 'missing':
        return Promise.resolve(null);
    }
  };
  return { kv: { get, list: real.list.bind(real) } as unknown as KVNamespace, reads };
}

const isIndexKey = (key: string) => key === searchIndexKey(KV_PREFIX);
const isRecordKey = (key: string) => !isIndexKey(key);

/** Sends a request (any origin) with env overrides; page requests skip the rendered-HTML cache. */
async function request(url: string, init: RequestInit = {}, bindings: Record<string, unknown> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  headers.set('x-bypass-cache', '1');
  const res = await app.fetch(new Request(url.startsWith('/') ? `http://127.0.0.1${url}` : url, { redirect: 'manual', ...init, headers }), { ...env, ALLOW_CACHE_BYPASS: 'true', ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

let demoId = '';

beforeAll(async () => {
  await seedPages();
  const demo = (await bulkEntries()).find((e) => e.key.startsWith(`${KV_PREFIX}:demo:`))!;
  demoId = demo.key.slice(`${KV_PREFIX}:demo:`.length);
}, 120_000);

afterEach(() => {
  setReadBudget();
  resetSearchIndex();
  vi.restoreAllMocks();
});

type RouteName = 'page' | '.md' | 'playground' | 'search.json' | 'llms.txt' | 'MCP';

/** Calls a route; MCP calls the tool that reads what the fault hits (get_page for records, search_docs for the index). */
function callRoute(route: RouteName, kv: KVNamespace, target: 'record' | 'index' = 'record', bindings: Record<string, unknown> = {}): Promise<Response> {
  const b = { PAGES: kv, ...bindings };
  switch (route) {
    case 'page':
      return request('/x/introduction', {}, b);
    case '.md':
      return request('/x/introduction.md', {}, b);
    case 'playground':
      return request(`/x/playground/${demoId}`, {}, b);
    case 'search.json':
      return request('/x/search.json?q=grid', {}, b);
    case 'llms.txt':
      return request('/x/llms.txt', {}, b);
    case 'MCP': {
      const params = target === 'index' ? { name: 'search_docs', arguments: { query: 'grid' } } : { name: 'get_page', arguments: { path: '/x/introduction' } };
      return request(
        '/x/mcp',
        { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params }) },
        b,
      );
    }
  }
}

const CONTENT_TYPES: Record<RouteName, string> = {
  page: 'text/html; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  playground: 'text/html; charset=utf-8',
  'search.json': 'application/json; charset=utf-8',
  'llms.txt': 'text/plain; charset=utf-8',
  MCP: 'application/json; charset=utf-8',
};

/** What every answer must carry, and what no answer may contain. */
async function expectSafe(res: Response, contentType: string): Promise<string> {
  expect(res.headers.get('content-type')).toBe(contentType);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  if (contentType.startsWith('text/html')) {
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  }
  const body = await res.text();
  for (const leak of ['SECRET-123', 'exploded', '/srv/internal', 'StoreUnavailable', 'RecordInvalid', 'SyntaxError', `${KV_PREFIX}:`]) expect(body).not.toContain(leak);
  expect(body).not.toMatch(/at \w+ \(|\.ts:\d+/);
  return body;
}

/** An MCP tool result that reports the failure as a tool error. */
function expectToolError(body: string): void {
  const reply = JSON.parse(body) as { result?: { isError?: boolean; content: { text: string }[] } };
  expect(reply.result?.isError).toBe(true);
}

describe('KV fails or does not answer: 503 with Retry-After (MCP: a tool error)', () => {
  const cases: [Fault, RouteName, 'record' | 'index'][] = [];
  for (const fault of ['throw', 'hang'] as const) {
    for (const route of ['page', '.md', 'playground', 'MCP'] as const) cases.push([fault, route, 'record']);
    for (const route of ['search.json', 'llms.txt', 'MCP'] as const) cases.push([fault, route, 'index']);
  }
  it.each(cases)('%s × %s (%s)', async (fault, route, target) => {
    // Hangs use a short budget so the test is fast: 2 attempts of 50 ms.
    if (fault === 'hang') setReadBudget({ attemptMs: 50 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { kv, reads } = faultyKv(fault, target === 'index' ? isIndexKey : isRecordKey);
    const started = Date.now();
    const res = await callRoute(route, kv, target);
    const body = await expectSafe(res, CONTENT_TYPES[route]);
    // One retry: the failing key was asked for twice, no more.
    const failing = reads.filter(target === 'index' ? isIndexKey : isRecordKey);
    expect(failing.length).toBe(READ_BUDGET.attempts);
    if (fault === 'hang') expect(Date.now() - started).toBeLessThan(5_000);
    if (route === 'MCP') {
      expect(res.status).toBe(200);
      expectToolError(body);
      return;
    }
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('cache-control')).toBe('no-store');
    if (route === 'page') {
      expect(body).toContain('class="nav-tree"');
      expect(body).toContain('<a href="" data-retry>Retry</a>');
    }
    if (route === 'search.json') expect(JSON.parse(body)).toHaveProperty('error');
  });
});

describe('KV is slow within the budget, or fails once: the retry serves the page', () => {
  const cases: [Fault, RouteName, 'record' | 'index'][] = [];
  for (const fault of ['slow', 'flaky'] as const) {
    for (const route of ['page', '.md', 'playground', 'MCP'] as const) cases.push([fault, route, 'record']);
    for (const route of ['search.json', 'llms.txt'] as const) cases.push([fault, route, 'index']);
  }
  it.each(cases)('%s × %s (%s)', async (fault, route, target) => {
    const { kv } = faultyKv(fault, target === 'index' ? isIndexKey : isRecordKey);
    const res = await callRoute(route, kv, target);
    expect(res.status).toBe(200);
    const type = route === '.md' ? 'text/markdown; charset=utf-8' : CONTENT_TYPES[route];
    const body = await expectSafe(res, type);
    if (route === 'MCP') expect(JSON.parse(body)).not.toHaveProperty('result.isError');
  });
});

describe('a stored record is not JSON or not of its type: 500, logged once with its key', () => {
  const cases: [Fault, RouteName][] = [];
  for (const fault of ['corrupt', 'wrong-shape'] as const) for (const route of ['page', '.md', 'playground', 'MCP'] as const) cases.push([fault, route]);
  it.each(cases)('%s × %s', async (fault, route) => {
    const logs = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A path of its own per case, so "once per key" is seen fresh.
    const { kv, reads } = faultyKv(fault, isRecordKey);
    const first = await callRoute(route, kv);
    const second = await callRoute(route, kv);
    for (const res of [first, second]) {
      const body = await expectSafe(res, CONTENT_TYPES[route]);
      if (route === 'MCP') {
        expect(res.status).toBe(200);
        expectToolError(body);
      } else {
        expect(res.status).toBe(500);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('retry-after')).toBeNull();
      }
      if (route === 'page') {
        // The shell and a way on.
        expect(body).toContain('class="nav-tree"');
        expect(body).toContain('Something went wrong');
        expect(body).toContain('<a href="" data-retry>Retry</a>');
      }
      if (route === 'playground') expect(body).toContain('href="/x/introduction"');
    }
    const key = reads[0]!;
    const mentions = logs.mock.calls.filter((args) => args.some((a) => typeof a === 'string' && a.includes(key)));
    // Logged once per key and isolate: at most once here (an earlier case may have logged the same key already).
    expect(mentions.length).toBeLessThanOrEqual(1);
  });

  it('logs an invalid record exactly once, with its key', async () => {
    const logs = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { kv } = faultyKv('wrong-shape', (k) => k.endsWith(':en:/x/introduction/roadmap'));
    for (let i = 0; i < 3; i++) expect((await request('/x/introduction/roadmap', {}, { PAGES: kv })).status).toBe(500);
    const mentions = logs.mock.calls.filter((args) => args.some((a) => typeof a === 'string' && a.includes(`${KV_PREFIX}:en:/x/introduction/roadmap`)));
    expect(mentions).toHaveLength(1);
  });
});

describe("a page's body, and its markdown with demos (their own KV keys), fail", () => {
  const isBody = (key: string) => key.endsWith('#html');
  const isMarkdown = (key: string) => key.endsWith('#md');

  it.each(['throw', 'hang'] as const)('body read %s: the 503 page with the shell, never a cut page', async (fault) => {
    if (fault === 'hang') setReadBudget({ attemptMs: 50 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { kv, reads } = faultyKv(fault, isBody);
    const res = await callRoute('page', kv);
    const body = await expectSafe(res, CONTENT_TYPES.page);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(body).toContain('class="nav-tree"');
    expect(body).toContain('<a href="" data-retry>Retry</a>');
    expect(reads.filter(isBody)).toHaveLength(READ_BUDGET.attempts);
  });

  it('a record without its body: the 500 page, logged with the body key', async () => {
    const logs = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { kv } = faultyKv('missing', (k) => k === `${KV_PREFIX}:en:/x/introduction/licensing#html`);
    const res = await request('/x/introduction/licensing', {}, { PAGES: kv });
    const body = await expectSafe(res, CONTENT_TYPES.page);
    expect(res.status).toBe(500);
    expect(body).toContain('Something went wrong');
    expect(logs.mock.calls.some((args) => args.some((a) => typeof a === 'string' && a.includes('/x/introduction/licensing#html')))).toBe(true);
  });

  it.each(['throw', 'hang'] as const)('markdown read %s: .md answers 503', async (fault) => {
    if (fault === 'hang') setReadBudget({ attemptMs: 50 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { kv } = faultyKv(fault, isMarkdown);
    const res = await request('/x/react-data-grid/sorting.md', {}, { PAGES: kv });
    await expectSafe(res, CONTENT_TYPES['.md']);
    expect(res.status).toBe(503);
  });

  it.each(['missing', 'corrupt', 'wrong-shape'] as const)('markdown %s: .md answers 500', async (fault) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { kv } = faultyKv(fault, isMarkdown);
    const res = await request('/x/react-data-grid/sorting.md', {}, { PAGES: kv });
    await expectSafe(res, CONTENT_TYPES['.md']);
    expect(res.status).toBe(500);
  });

  it('a page view never reads the markdown; a 304 never opens the body', async () => {
    const { kv, reads } = faultyKv('throw', () => false);
    const first = await request('/x/react-data-grid/sorting', {}, { PAGES: kv });
    expect(first.status).toBe(200);
    await first.text();
    expect(reads.some(isMarkdown)).toBe(false);
    expect(reads.filter(isBody)).toHaveLength(1);
    reads.length = 0;
    const again = await request('/x/react-data-grid/sorting', { headers: { 'If-None-Match': first.headers.get('etag')! } }, { PAGES: kv });
    expect(again.status).toBe(304);
    expect(reads.some(isBody)).toBe(false);
  });

  it('a page the isolate read before costs no KV read (record and body are kept), nor does a 304, nor a page the build does not have (the manifest answers)', async () => {
    const { kv, reads } = faultyKv('throw', () => false);
    const record = `${KV_PREFIX}:en:/x/react-charts/bars`;
    const first = await request('/x/react-charts/bars', {}, { PAGES: kv });
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(reads).toEqual([record, `${record}#html`]);
    reads.length = 0;
    const second = await request('/x/react-charts/bars', {}, { PAGES: kv });
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(html);
    expect(reads).toEqual([]);
    reads.length = 0;
    const revalidated = await request('/x/react-charts/bars', { headers: { 'If-None-Match': first.headers.get('etag')! } }, { PAGES: kv });
    expect(revalidated.status).toBe(304);
    expect(reads).toEqual([]);
    for (let i = 0; i < 2; i++) expect((await request('/x/react-charts/no-such-page', {}, { PAGES: kv })).status).toBe(404);
    // The build's manifest names every value: a page it does not have costs no KV read at all.
    expect(reads.filter((k) => k.includes('no-such-page')).length).toBe(0);
  });
});

describe('the search index is missing (503), corrupt or of the wrong format (500: permanent)', () => {
  const cases: [Fault, RouteName][] = [];
  for (const fault of ['missing', 'corrupt', 'wrong-shape'] as const) for (const route of ['search.json', 'llms.txt', 'MCP'] as const) cases.push([fault, route]);
  it.each(cases)('%s × %s', async (fault, route) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { kv } = faultyKv(fault, isIndexKey);
    const res = await callRoute(route, kv, 'index');
    const body = await expectSafe(res, CONTENT_TYPES[route]);
    if (route === 'MCP') {
      expect(res.status).toBe(200);
      return expectToolError(body);
    }
    if (fault === 'missing') {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
    } else {
      // No retry mends a corrupt index of this build: a 500 without Retry-After.
      expect(res.status).toBe(500);
      expect(res.headers.get('retry-after')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('is not read again by every request after a failure (negative cache)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { kv, reads } = faultyKv('corrupt', isIndexKey);
    for (const route of ['search.json', 'llms.txt', 'search.json', 'MCP'] as const) await callRoute(route, kv, 'index');
    expect(reads.filter(isIndexKey)).toHaveLength(1);
    // Another binding (a fixed KV) is not held to that failure.
    expect((await callRoute('search.json', env.PAGES, 'index')).status).toBe(200);
  });

  it('a corrupt index built into the worker: 500 on search.json and llms.txt, one log line per isolate, the sitemap still 200', async () => {
    const logs = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A truncated production index (the bundle's text module cut short).
    EMBEDDED_INDEXES.en = 'MUIXSEARCH5\n{"pages":[["/x/intro';
    try {
      resetSearchIndex();
      for (let i = 0; i < 3; i++) {
        for (const route of ['search.json', 'llms.txt'] as const) {
          const res = await callRoute(route, env.PAGES, 'index');
          expect(res.status).toBe(500);
          expect(res.headers.get('retry-after')).toBeNull();
          await expectSafe(res, CONTENT_TYPES[route]);
        }
        const mcp = await callRoute('MCP', env.PAGES, 'index');
        expect(mcp.status).toBe(200);
        expectToolError(await mcp.text());
        const sitemap = await request('/sitemap.xml');
        expect(sitemap.status).toBe(200);
        expect(await sitemap.text()).toContain('/x/react-data-grid/sorting</loc>');
      }
      const lines = logs.mock.calls.map((args) => args.map(String).join(' ')).filter((l) => l.includes('search index'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('built into the worker');
    } finally {
      delete EMBEDDED_INDEXES.en;
      resetSearchIndex();
    }
  });

  it.each(['throw', 'hang', 'corrupt', 'missing'] as const)('the sitemap does not read the search index (%s): 200 with every page', async (fault) => {
    if (fault === 'hang') setReadBudget({ attemptMs: 50 });
    const { kv, reads } = faultyKv(fault, isIndexKey);
    const res = await request('/sitemap.xml', {}, { PAGES: kv });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect((await res.text()).match(/<loc>/g)?.length ?? 0).toBeGreaterThan(300);
    expect(reads).toEqual([]);
  });
});

describe('an empty page body is a corrupt record', () => {
  it('answers the 500 page (never a blank 200), logged once with the body key', async () => {
    const logs = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const real = env.PAGES;
    const bodyKey = `${KV_PREFIX}:en:/x/introduction/support#html`;
    const get = (key: string, options?: unknown): Promise<unknown> =>
      logicalKeys(key).includes(bodyKey) ? Promise.resolve(new ArrayBuffer(0)) : (real.get as (k: string, o?: unknown) => Promise<unknown>)(key, options);
    const kv = { get, list: real.list.bind(real) } as unknown as KVNamespace;
    for (let i = 0; i < 2; i++) {
      const res = await request('/x/introduction/support', {}, { PAGES: kv });
      expect(res.status).toBe(500);
      expect(res.headers.get('retry-after')).toBeNull();
      const body = await expectSafe(res, CONTENT_TYPES.page);
      expect(body).toContain('Something went wrong');
    }
    expect(logs.mock.calls.filter((args) => args.some((a) => typeof a === 'string' && a.includes('/x/introduction/support#html') && a.includes('empty')))).toHaveLength(1);
  });
});

describe('a path too long for a KV key', () => {
  const long = `/x/${'a'.repeat(600)}`;
  it.each([
    ['page', long, 'text/html; charset=utf-8'],
    ['.md', `${long}.md`, 'text/plain; charset=utf-8'],
    ['page, Chinese', `/zh${long}`, 'text/html; charset=utf-8'],
  ])('%s: 414 before any KV read, nothing reflected', async (_, path, type) => {
    const { kv, reads } = faultyKv('throw');
    const res = await request(path, {}, { PAGES: kv });
    expect(res.status).toBe(414);
    expect(reads).toEqual([]);
    const body = await expectSafe(res, type);
    expect(body).not.toContain('a'.repeat(100));
  });

  it('MCP get_page: a tool error, the over-long key never read', async () => {
    const { kv, reads } = faultyKv('throw', isRecordKey);
    const res = await request(
      '/x/mcp',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_page', arguments: { path: long } } }),
      },
      { PAGES: kv },
    );
    expect(res.status).toBe(200);
    expectToolError(await expectSafe(res, CONTENT_TYPES.MCP));
    expect(reads.filter((k) => k.length > 512)).toEqual([]);
  });
});

describe('missing or malformed vars fall back to their defaults, logged once', () => {
  const broken = {
    SOURCE_URL: undefined,
    PRODUCTION_HOST: 'not a host/',
    VERSION_HOST_V7: 'javascript:alert(1)',
    AD_SCRIPT_URL: 'ftp://ads.example',
    AD_PLACEMENT: undefined,
    GA_MEASUREMENT_ID: '"><script>',
    ALLOW_CACHE_BYPASS: 'yes',
  };
  it.each(['page', '.md', 'playground', 'search.json', 'llms.txt', 'MCP'] as const)('%s', async (route) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const res = await callRoute(route, env.PAGES, 'index', broken);
    expect(res.status).toBe(200);
    const type = route === '.md' ? 'text/markdown; charset=utf-8' : CONTENT_TYPES[route];
    const body = await expectSafe(res, type);
    expect(body).not.toContain('javascript:alert');
    expect(body).not.toContain('"><script>');
    if (route === 'page') {
      expect(body).toContain('href="https://v7.mui.com/x/introduction"');
      // SOURCE_URL's default is empty: no "Edit this page" link rather than one to a placeholder.
      expect(body).not.toContain('data-ga-event-action="edit"');
      expect(body).not.toContain('/edit/main/');
      expect(res.headers.get('content-security-policy')).not.toContain('ftp:');
    }
    // At most one line per var and value, however many requests.
    await callRoute(route, env.PAGES, 'index', broken);
    const lines = warn.mock.calls.map((args) => String(args[0]));
    expect(new Set(lines).size).toBe(lines.length);
    for (const line of lines) expect(line).not.toContain('javascript:alert');
  });
});

describe('var log lines', () => {
  it('logs a malformed var once, however many requests, and keeps its value out of the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let i = 0; i < 3; i++) expect((await request('/x/introduction', {}, { VERSION_HOST_V6: 'javascript:void(6)' })).status).toBe(200);
    // One JSON log line (worker/log.ts): its message.
    const lines = warn.mock.calls.map((args) => (JSON.parse(String(args[0])) as { message: string }).message).filter((l) => l.includes('VERSION_HOST_V6'));
    expect(lines).toEqual(['var VERSION_HOST_V6 is malformed; using its default "https://v6.mui.com"']);
  });
});

describe('status and headers of every answer', () => {
  it('never turns a 404 into a 304', async () => {
    const ok = await request('/x/introduction/licensing');
    const etag = ok.headers.get('etag')!;
    expect(etag).toMatch(/^W\//);
    const { kv } = faultyKv('missing', isRecordKey);
    const res = await request('/x/introduction/licensing', { headers: { 'If-None-Match': etag } }, { PAGES: kv });
    expect(res.status).toBe(404);
    await expectSafe(res, 'text/html; charset=utf-8');
    expect((await request('/x/introduction/licensing', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it.each([
    ['redirect', '/x/introduction/', 'GET', 301],
    ['bad path', '/x/%E0%A4%A', 'GET', 400],
    ['missing page', '/x/no-such-page', 'GET', 404],
    ['missing .md', '/x/no-such-page.md', 'GET', 404],
    ['missing demo', '/x/playground/NoSuchDemo', 'GET', 404],
    ['long path', `/x/${'b'.repeat(2100)}`, 'GET', 414],
    ['page POST', '/x/introduction', 'POST', 405],
    ['search.json POST', '/x/search.json', 'POST', 405],
    ['llms.txt DELETE', '/x/llms.txt', 'DELETE', 405],
    ['MCP GET', '/x/mcp', 'GET', 405],
    ['service worker', '/x/sw.js', 'GET', 200],
  ])('%s: nosniff, CSP and frame protection on HTML, Allow on 405', async (_, path, method, status) => {
    const res = await request(path, { method });
    expect(res.status).toBe(status);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    if ((res.headers.get('content-type') ?? '').startsWith('text/html')) {
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
    if (status === 405) expect(res.headers.get('allow')).toMatch(/GET|POST/);
    if (path.startsWith('/x/search.json') || path === '/x/mcp') expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it.each([
    ['page', 'https://mui.com/x/introduction'],
    ['404', 'https://mui.com/x/no-such-page'],
    ['search.json', 'https://mui.com/x/search.json?q=grid'],
    ['redirect', 'https://mui.com/x/introduction/'],
  ])('HSTS on the production host: %s', async (_, url) => {
    const res = await request(url);
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/);
  });

  it.each([
    ['search.json', 500],
    ['MCP', 200],
  ] as const)('a crash inside %s answers JSON (never HTML), nothing internal', async (route, status) => {
    const logs = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(SearchIndex.prototype, 'search').mockImplementation(() => {
      throw new TypeError(INTERNAL);
    });
    const res = await callRoute(route, env.PAGES, 'index');
    expect(res.status).toBe(status);
    const body = await expectSafe(res, CONTENT_TYPES[route]);
    const json = JSON.parse(body) as { error?: unknown };
    // search.json: `{ error }`; MCP: a JSON-RPC internal error (-32603) for the request's id.
    expect(json.error).toBeDefined();
    if (route === 'MCP') expect(json).toMatchObject({ id: 1, error: { code: -32603 } });
    // The operator sees it.
    expect(logs).toHaveBeenCalled();
  });

  it('writes a crash as JSON on JSON endpoints, text on text ones, HTML elsewhere', async () => {
    expect(errorFor('/x/search.json', 500).headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(errorFor('/x/mcp', 500).headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(errorFor('/x/introduction.md', 500).headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(errorFor('/x/llms.txt', 503).headers.get('retry-after')).toBe('5');
    const page = errorFor('/x/introduction', 500);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('href="/x/introduction"');
  });
});
