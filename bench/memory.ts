/**
 * bench/memory: the worker isolate's V8 heap under the mixed load of
 * bench/load.ts (64 connections, 60 s) with the full site in KV (every page
 * record, the whole search index loaded). The heap is read from the
 * isolate itself over the DevTools protocol (workerd's inspector, through
 * miniflare's inspector proxy for the worker `mui-x-docs`):
 * `Runtime.getHeapUsage` gives the used and total size of that isolate's
 * heap only (not workerd's other isolates, nor the process's native
 * memory). Printed: after seeding and a warm-up, every 5 s under load
 * (peak), and after the load once `HeapProfiler.collectGarbage` ran (what
 * the isolate keeps: per-isolate caches and the search index). workerd's
 * process RSS is printed beside it, for scale only. The budget: the used
 * heap stays under 64 MB. Exit code 1 when it does not.
 *
 * Usage: npm run build && npx tsx bench/memory.ts
 *        (BENCH_PORT, BENCH_INSPECTOR_PORT, BENCH_SECONDS, BENCH_CONNECTIONS)
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { serve } from '../scripts/serve';
import { pagePaths, quantile, runLoad } from './mixed-load';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.BENCH_PORT ?? 8793);
const INSPECTOR_PORT = Number(process.env.BENCH_INSPECTOR_PORT ?? 9231);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const BUDGET_MB = 64;

/** A minimal DevTools protocol client over the global WebSocket (Node 22). */
class Inspector {
  private next = 1;
  private pending = new Map<number, (v: { result?: unknown; error?: { message: string } }) => void>();
  private constructor(private ws: WebSocket) {
    ws.addEventListener('message', (ev) => {
      const msg = JSON.parse(String(ev.data)) as { id?: number; result?: unknown; error?: { message: string } };
      if (msg.id !== undefined) this.pending.get(msg.id)?.(msg);
      if (msg.id !== undefined) this.pending.delete(msg.id);
    });
  }
  static open(url: string): Promise<Inspector> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.addEventListener('open', () => resolve(new Inspector(ws)));
      ws.addEventListener('error', () => reject(new Error(`inspector: cannot connect to ${url}`)));
    });
  }
  send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`inspector: ${method} timed out`)), 30_000);
      this.pending.set(id, (m) => {
        clearTimeout(timer);
        if (m.error) reject(new Error(`inspector: ${method}: ${m.error.message}`));
        else resolve(m.result as T);
      });
      this.ws.send(JSON.stringify({ id, method, params }));
    });
  }
  close(): void {
    this.ws.close();
  }
}

const mb = (bytes: number) => bytes / 1024 / 1024;

function workerdRssMb(): number {
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
  let kb = 0;
  for (const [pid, , comm] of rows) {
    if (comm !== 'workerd' || !mine.has(Number(pid))) continue;
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    kb += Number(m?.[1] ?? 0);
  }
  return kb / 1024;
}

const server = await serve({ host: '127.0.0.1', port: PORT, persist: false, vars: { ALLOW_CACHE_BYPASS: 'true' }, inspectorPort: INSPECTOR_PORT });
let inspector: Inspector | undefined;
let over: boolean;
try {
  await server.seed();
  inspector = await Inspector.open(`ws://127.0.0.1:${INSPECTOR_PORT}/mui-x-docs`);
  const heap = async (gc: boolean) => {
    if (gc) await inspector!.send('HeapProfiler.collectGarbage');
    const u = await inspector!.send<{ usedSize: number; totalSize: number }>('Runtime.getHeapUsage');
    return { used: mb(u.usedSize), total: mb(u.totalSize) };
  };
  const pages = pagePaths(ROOT);
  const cold = await heap(true);
  // Warm-up: every kind of route once, the search index loaded.
  await runLoad(server.url, { seconds: 3, connections: 4, pages });
  const warm = await heap(true);
  const samples: { used: number; total: number }[] = [];
  const r = await runLoad(server.url, {
    seconds: SECONDS,
    connections: CONNECTIONS,
    pages,
    onTick: async () => {
      samples.push(await heap(false));
    },
  });
  const end = await heap(false);
  samples.push(end);
  const settled = await heap(true);
  const peak = Math.max(...samples.map((s) => s.used));
  const f = (x: number) => `${x.toFixed(1)} MB`;
  console.log(`memory: isolate heap of the worker (DevTools Runtime.getHeapUsage), ${pages.length} pages in KV`);
  console.log(`  cold (after seeding, before any request): used ${f(cold.used)}, total ${f(cold.total)}`);
  console.log(`  warm (every route once, search index loaded, after GC): used ${f(warm.used)}, total ${f(warm.total)}`);
  console.log(
    `  under load (${CONNECTIONS} connections, ${r.seconds.toFixed(0)} s, ${r.requests} requests, ${(r.requests / r.seconds).toFixed(0)} req/s, p99 ${quantile(r.latencies, 0.99).toFixed(0)} ms), sampled every 5 s: peak used ${f(peak)}, samples ${samples.map((s) => s.used.toFixed(1)).join(' ')}`,
  );
  console.log(`  after the load, before GC: used ${f(end.used)}, total ${f(end.total)}`);
  console.log(`  after the load and GC: used ${f(settled.used)}, total ${f(settled.total)}`);
  console.log(`  workerd process RSS (all isolates, KV simulator and native memory; for scale): ${f(workerdRssMb())}`);
  console.log(`  errors ${r.errors}, 5xx ${r.fiveHundreds}, 429 by design ${r.limited429}`);
  over = peak >= BUDGET_MB || settled.used >= BUDGET_MB;
  console.log(over ? `  OVER the ${BUDGET_MB} MB budget` : `  within the ${BUDGET_MB} MB budget (peak and settled)`);
} finally {
  inspector?.close();
  await server.dispose();
}
process.exit(over ? 1 : 0);
