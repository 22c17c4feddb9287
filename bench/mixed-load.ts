/**
 * The mixed load of bench/load.ts and bench/memory.ts: `connections`
 * clients on loopback, each sending one request after another for
 * `seconds`: rendered pages (half with the rendered-HTML cache bypassed,
 * half with unique cookies), 404s, search.json and MCP with unique
 * queries, pages as markdown. Every request but those of one client
 * carries its own CF-Connecting-IP, so the per-client rate limit does not
 * apply to them; client 0 is one address sending bursts of LIMITED_BURST
 * cheap search and MCP requests at once (more than the limit of 60 per
 * 10 s), so it hits the limit by design whatever the throughput (its 429s
 * are counted apart). Every request has a 10 s timeout; the run ends
 * after `seconds`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SearchIndex } from '../lib/search';

/** Public paths of every page of the build (from the search index in dist/kv-bulk.json). */
export function pagePaths(root: string): string[] {
  const entries = JSON.parse(readFileSync(join(root, 'dist', 'kv-bulk.json'), 'utf8')) as { key: string; value: string }[];
  const index = entries.find((e) => e.key.endsWith(':search-index'));
  if (!index) throw new Error('bench: no search index in dist/kv-bulk.json (build first)');
  const pages = new SearchIndex(index.value).data.pages.map((p) => p[0]);
  return [...new Set(pages)];
}

const WORDS = [
  'grid',
  'sorting',
  'filter',
  'date',
  'picker',
  'chart',
  'tree',
  'column',
  'row',
  'editing',
  'export',
  'theme',
  'locale',
  'pagination',
  'selection',
  'axis',
  'tooltip',
  'range',
  'time',
  'license',
];
const MCP_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

export type Kind = 'page (rendered)' | 'page (cache)' | 'page (zh)' | '404' | 'search' | 'markdown' | 'MCP';

interface Planned {
  kind: Kind;
  path: string;
  init: RequestInit;
  expect: number;
}

let counter = 0;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

function mcpCall(name: string, args: Record<string, unknown>): RequestInit {
  return { method: 'POST', headers: MCP_HEADERS, body: JSON.stringify({ jsonrpc: '2.0', id: counter, method: 'tools/call', params: { name, arguments: args } }) };
}

/** One request of the mix. */
function plan(pages: readonly string[]): Planned {
  const r = Math.random();
  const page = pick(pages);
  const cookie = `codeVariant=${pick(['TS', 'JS'])}; codeStyling=${pick(['system', 'tailwind', 'css'])}; session=${unique()}`;
  if (r < 0.2) return { kind: 'page (rendered)', path: page, init: { headers: { 'x-bypass-cache': '1', cookie } }, expect: 200 };
  if (r < 0.4) return { kind: 'page (cache)', path: `${page}?utm=${unique()}`, init: { headers: { cookie } }, expect: 200 };
  if (r < 0.45) return { kind: 'page (zh)', path: `/zh${page}`, init: { headers: { cookie } }, expect: 200 };
  if (r < 0.55) return { kind: '404', path: `/x/react-data-grid/no-such-${unique()}`, init: {}, expect: 404 };
  if (r < 0.75) return { kind: 'search', path: `/x/search.json?q=${encodeURIComponent(`${pick(WORDS)} ${pick(WORDS)} ${unique()}`)}`, init: {}, expect: 200 };
  if (r < 0.87) return { kind: 'markdown', path: `${page}.md`, init: {}, expect: 200 };
  const init = Math.random() < 0.6 ? mcpCall('search_docs', { query: `${pick(WORDS)} ${unique()}` }) : mcpCall('get_page', { path: page });
  return { kind: 'MCP', path: '/x/mcp', init, expect: 200 };
}

/** Requests the limited client sends at once. */
export const LIMITED_BURST = 80;

/** The limited client's requests: cheap search and MCP calls, all from one address. */
function planLimited(): Planned {
  return Math.random() < 0.5
    ? { kind: 'search', path: `/x/search.json?q=&r=${unique()}`, init: {}, expect: 200 }
    : { kind: 'MCP', path: '/x/mcp', init: { method: 'POST', headers: MCP_HEADERS, body: JSON.stringify({ jsonrpc: '2.0', id: counter++, method: 'ping' }) }, expect: 200 };
}

export interface LoadResult {
  seconds: number;
  requests: number;
  latencies: number[];
  /** Answers other than the expected status (429s of the limited client aside), and failed requests. */
  errors: number;
  fiveHundreds: number;
  /** 429s of the one client that is over the limit by design. */
  limited429: number;
  /** 429s of the other clients (an error: they should never be limited). */
  other429: number;
  byKind: Map<Kind | 'limited client', { n: number; ms: number[] }>;
  firstErrors: string[];
}

/** Runs the mixed load against `base` (http://127.0.0.1:<port>). `onTick` runs every `tickMs` (default 5 s; the memory bench samples the heap there). */
export async function runLoad(base: string, opts: { seconds: number; connections: number; pages: readonly string[]; tickMs?: number; onTick?: () => Promise<void> }): Promise<LoadResult> {
  const result: LoadResult = { seconds: opts.seconds, requests: 0, latencies: [], errors: 0, fiveHundreds: 0, limited429: 0, other429: 0, byKind: new Map(), firstErrors: [] };
  const start = performance.now();
  const end = start + opts.seconds * 1000;
  const fail = (what: string) => {
    result.errors++;
    if (result.firstErrors.length < 10) result.firstErrors.push(what);
  };
  const one = async (p: Planned, ip: string, limited: boolean) => {
    const headers = { ...(p.init.headers as Record<string, string> | undefined), 'CF-Connecting-IP': ip };
    const t0 = performance.now();
    try {
      const res = await fetch(base + p.path, { ...p.init, headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      const ms = performance.now() - t0;
      result.requests++;
      // p50 / p99 are those of the ordinary clients.
      if (!limited) result.latencies.push(ms);
      const kind: Kind | 'limited client' = limited ? 'limited client' : p.kind;
      const k = result.byKind.get(kind) ?? { n: 0, ms: [] };
      k.n++;
      k.ms.push(ms);
      result.byKind.set(kind, k);
      if (res.status >= 500) result.fiveHundreds++;
      if (res.status === 429 && limited) result.limited429++;
      else if (res.status === 429) {
        result.other429++;
        fail(`429 for ${p.kind} ${p.path}`);
      } else if (res.status !== p.expect) fail(`${res.status} for ${p.kind} ${p.path}`);
    } catch (e) {
      result.requests++;
      fail(`${(e as Error).name} for ${p.kind} ${p.path}`);
    }
  };
  const client = async (n: number) => {
    let i = 0;
    while (performance.now() < end) {
      if (n === 0) {
        // The limited client: one address, a burst at a time.
        await Promise.all(Array.from({ length: LIMITED_BURST }, () => one(planLimited(), '192.0.2.1', true)));
        continue;
      }
      // One address per request: never limited.
      await one(plan(opts.pages), `10.${n}.${(i >> 8) & 255}.${i & 255}`, false);
      i++;
    }
  };
  let ticking = true;
  const ticker = (async () => {
    while (ticking && opts.onTick) {
      await new Promise((r) => setTimeout(r, opts.tickMs ?? 5000));
      if (ticking) await opts.onTick();
    }
  })();
  await Promise.all(Array.from({ length: opts.connections }, (_, n) => client(n)));
  ticking = false;
  await ticker;
  result.seconds = (performance.now() - start) / 1000;
  return result;
}

/** The p-th quantile (0..1) of a list of numbers. */
export function quantile(xs: readonly number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))]!;
}

/** The routes whose answers are compared before and after the load: status, content type and a hash of the bytes. */
export const CHECKED_ROUTES: [string, string, RequestInit][] = [
  ['English page', '/x/react-data-grid/sorting', {}],
  ['Chinese page', '/zh/x/introduction/installation', {}],
  ['page with JS code', '/x/react-date-pickers/date-picker', { headers: { cookie: 'codeVariant=JS' } }],
  ['API page', '/x/api/data-grid/data-grid', {}],
  ['API tab', '/x/react-data-grid/components-api', {}],
  ['bot page', '/x/introduction', { headers: { 'user-agent': 'Googlebot/2.1' } }],
  ['404', '/x/no-such-page', {}],
  ['markdown', '/x/react-data-grid/sorting.md', {}],
  ['search.json', '/x/search.json?q=row%20grouping', {}],
  ['llms.txt', '/x/llms.txt', {}],
  ['sitemap.xml', '/sitemap.xml', {}],
  ['robots.txt', '/robots.txt', {}],
  ['service worker', '/x/sw.js', {}],
  ['MCP tools/list', '/x/mcp', { method: 'POST', headers: MCP_HEADERS, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) }],
  ['MCP get_page', '/x/mcp', mcpCall('get_page', { path: '/x/react-data-grid/sorting' })],
  [
    'MCP search_docs',
    '/x/mcp',
    { method: 'POST', headers: MCP_HEADERS, body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'row grouping' } } }) },
  ],
];

/** Each checked route's answer: `status content-type sha256`. */
export async function snapshot(base: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  let n = 0;
  for (const [label, path, init] of CHECKED_ROUTES) {
    const headers = { ...(init.headers as Record<string, string> | undefined), 'CF-Connecting-IP': `198.51.100.${n++}` };
    const res = await fetch(base + path, { ...init, headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    const body = Buffer.from(await res.arrayBuffer());
    out.set(label, `${res.status} ${res.headers.get('content-type')} ${createHash('sha256').update(body).digest('hex').slice(0, 16)} ${body.length} B`);
  }
  return out;
}
