/**
 * bench/render: the worker's CPU per page render on workerd (rendered-HTML
 * cache bypassed), and throughput of pages and of a static asset served by
 * the same worker. CPU comes from the workerd process's own counters
 * (/proc/<pid>/stat), over batches of sequential requests, minus the cost of
 * a trivial route (a 400 answered before any KV read or render). Then the
 * search figures (bench/search-cpu.ts): the first search of the isolate,
 * and p50 / p99 CPU of later queries.
 *
 * Usage: npm run build && npm run bench:render   (prints a table; no asserts)
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { serve } from '../scripts/serve';
import { findWorkerd, formatSearch, measureSearch } from './search-cpu';

const PORT = Number(process.env.BENCH_PORT ?? 8798);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 15);
const PER_BATCH = Number(process.env.BENCH_PER_BATCH ?? 40);
const TICK_MS = 1000 / Number(execSync('getconf CLK_TCK').toString().trim());

/** workerd processes started by this process (Miniflare spawns them). */
function workerdPids(): number[] {
  const rows = execSync('ps -eo pid=,ppid=,comm=')
    .toString()
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/));
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of rows) {
      if (mine.has(Number(ppid)) && !mine.has(Number(pid))) {
        mine.add(Number(pid));
        grew = true;
      }
    }
  }
  return rows.filter(([pid, , comm]) => mine.has(Number(pid)) && comm === 'workerd').map(([pid]) => Number(pid));
}

function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_MS;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function cpuPerRequest(url: string, pids: number[], headers: Record<string, string>): Promise<{ median: number; p90: number; bytes: number }> {
  let bytes = 0;
  for (let i = 0; i < 5; i++) bytes = (await (await fetch(url, { headers })).arrayBuffer()).byteLength; // warm up
  const per: number[] = [];
  for (let b = 0; b < BATCHES; b++) {
    const before = cpuMs(pids);
    for (let i = 0; i < PER_BATCH; i++) await (await fetch(url, { headers })).arrayBuffer();
    per.push((cpuMs(pids) - before) / PER_BATCH);
  }
  const sorted = [...per].sort((a, b) => a - b);
  return { median: median(per), p90: sorted[Math.floor(sorted.length * 0.9)]!, bytes };
}

async function throughput(url: string, seconds: number, concurrency: number, headers: Record<string, string> = {}): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        await (await fetch(url, { headers })).arrayBuffer();
        n++;
      }
    }),
  );
  return n / seconds;
}

const server = await serve({ port: PORT, persist: false, vars: { ALLOW_CACHE_BYPASS: 'true' } });
await server.seed();
const pids = workerdPids();
if (!pids.length) throw new Error('workerd process not found');
const bypass = { 'x-bypass-cache': '1' };
const base = server.url;
const trivial = await cpuPerRequest(`${base}/x/%3C`, pids, {});
// Local KV is simulated inside the same workerd process, so a KV read costs CPU
// here that it does not cost a Worker on Cloudflare: the markdown route (one KV
// read, no render) measures it, and the render column subtracts it.
const kvRead = await cpuPerRequest(`${base}/x/introduction/installation.md`, pids, {});
const pages: [string, string][] = [
  ['prose page (en)', '/x/introduction/installation'],
  ['prose page (zh)', '/zh/x/introduction/installation'],
  ['demo page', '/x/react-data-grid/sorting'],
  ['API page', '/x/api/data-grid/data-grid'],
  ['404 page (shell)', '/x/no-such-page'],
];
const rows: string[][] = [];
for (const [label, path] of pages) {
  const r = await cpuPerRequest(base + path, pids, bypass);
  const kv = label.startsWith('404') ? 0 : kvRead.median - trivial.median;
  rows.push([label, path, (r.median - trivial.median).toFixed(2), (r.median - trivial.median - kv).toFixed(2), (r.p90 - trivial.median - kv).toFixed(2), (r.bytes / 1024).toFixed(1)]);
}
const cached = await cpuPerRequest(`${base}/x/introduction/installation`, pids, {});
rows.push(['prose page, cache hit', '/x/introduction/installation', (cached.median - trivial.median).toFixed(2), '-', '-', (cached.bytes / 1024).toFixed(1)]);
const staticRps = await throughput(`${base}/static/styles/code-theme.css`, 4, 8);
const pageRps = await throughput(`${base}/x/introduction/installation`, 4, 8, bypass);
const cachedRps = await throughput(`${base}/x/introduction/installation`, 4, 8);
// No search ran before: its first figure is the isolate's first search.
const search = await measureSearch(base, findWorkerd(), Number(process.env.BENCH_SEARCH_SAMPLES ?? 2));
await server.dispose();

console.log(
  `\nWorker CPU per request on workerd (${BATCHES} batches x ${PER_BATCH} sequential requests; trivial route ${trivial.median.toFixed(2)} ms and simulated KV read ${(kvRead.median - trivial.median).toFixed(2)} ms subtracted)\n`,
);
console.log(['page', 'path', 'CPU ms (incl. local KV)', 'render CPU ms median', 'render CPU ms p90', 'HTML KB'].join(' | '));
console.log('--- | --- | --- | --- | --- | ---');
for (const r of rows) console.log(r.join(' | '));
console.log(`\nThroughput (8 concurrent clients, 4 s each): static asset ${staticRps.toFixed(0)} req/s, page rendered ${pageRps.toFixed(0)} req/s, page from cache ${cachedRps.toFixed(0)} req/s`);
console.log('\nSearch (Worker CPU from the scheduler counters, request baseline subtracted):');
for (const line of formatSearch(search)) console.log(`  ${line}`);
