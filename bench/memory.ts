/**
 * bench/memory: the worker isolate's V8 heap under the mixed load of
 * bench/load.ts (64 connections, 60 s) with the full site in KV (every page
 * record, the whole search index loaded). The heap is read from the
 * isolate itself over the DevTools protocol (workerd's inspector, target
 * `core:user:mui-x-docs`): `Runtime.getHeapUsage` gives the used and total
 * size of that isolate's V8 heap only (not workerd's other isolates, nor
 * the process's native memory). Printed: after seeding, after a warm-up,
 * every second under load (peak: garbage not yet collected included), and
 * in the middle of the load and after it, each after a full GC (workerd
 * does not answer `HeapProfiler.collectGarbage`; `takeHeapSnapshot` runs
 * one first, and its chunks are dropped): the live heap under load, then
 * what the isolate keeps, its caches and the search index. workerd's
 * process RSS is printed beside it, for scale only. The budget: the live
 * heap (after a full GC) stays under 64 MB under load and after it; the
 * samples between collections also count garbage V8 has not collected yet
 * and are printed for information. Exit code 1 when it does not.
 *
 * Usage: npm run build && npx tsx bench/memory.ts
 *        (BENCH_PORT, BENCH_INSPECTOR_PORT, BENCH_SECONDS, BENCH_CONNECTIONS)
 */
import { dirname, join } from 'node:path';
import { serve } from '../scripts/serve';
import { pagePaths, quantile, runLoad } from './mixed-load';
import { workerdRssMb } from './workerd-process';

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
  /** Sends a message that gets no answer. */
  post(method: string): void {
    this.ws.send(JSON.stringify({ id: this.next++, method, params: {} }));
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

const server = await serve({ host: '127.0.0.1', port: PORT, persist: false, vars: { ALLOW_CACHE_BYPASS: 'true' }, inspectorPort: INSPECTOR_PORT });
let inspector: Inspector | undefined;
let over: boolean;
try {
  await server.seed();
  inspector = await Inspector.open(`ws://127.0.0.1:${INSPECTOR_PORT}/core:user:mui-x-docs`);
  const heap = async (gc: boolean) => {
    // workerd does not answer HeapProfiler.collectGarbage; a heap snapshot runs a full GC first (its chunks are dropped).
    if (gc) await inspector!.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    const u = await inspector!.send<{ usedSize: number; totalSize: number }>('Runtime.getHeapUsage');
    return { used: mb(u.usedSize), total: mb(u.totalSize) };
  };
  const pages = pagePaths(ROOT);
  const cold = await heap(true);
  // Warm-up: every kind of route once, the search index loaded.
  await runLoad(server.url, { seconds: 3, connections: 4, pages });
  const warm = await heap(true);
  const samples: { used: number; total: number }[] = [];
  let live: { used: number; total: number } | undefined;
  const loadStart = performance.now();
  const r = await runLoad(server.url, {
    seconds: SECONDS,
    connections: CONNECTIONS,
    pages,
    tickMs: 1000,
    onTick: async () => {
      samples.push(await heap(false));
      if (!live && performance.now() - loadStart > (SECONDS * 1000) / 2) live = await heap(true);
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
    `  under load (${CONNECTIONS} connections, ${r.seconds.toFixed(0)} s, ${r.requests} requests, ${(r.requests / r.seconds).toFixed(0)} req/s, p99 ${quantile(r.latencies, 0.99).toFixed(0)} ms), sampled every second (${samples.length} samples): median used ${f(
      quantile(
        samples.map((s) => s.used),
        0.5,
      ),
    )}, peak used ${f(peak)}, peak total ${f(Math.max(...samples.map((s) => s.total)))}`,
  );
  if (live) console.log(`  live under load (a full GC in the middle of the load, requests in flight): used ${f(live.used)}, total ${f(live.total)}`);
  console.log(`  after the load, before GC: used ${f(end.used)}, total ${f(end.total)}`);
  console.log(`  after the load and GC: used ${f(settled.used)}, total ${f(settled.total)}`);
  console.log(`  workerd process RSS (all isolates, KV simulator and native memory; for scale): ${f(workerdRssMb())}`);
  console.log(`  errors ${r.errors}, 5xx ${r.fiveHundreds}, 429 by design ${r.limited429}`);
  // The budget is on live memory: a sample between collections also counts garbage V8 has not collected yet (it collects when the heap nears its limit).
  over = !live || live.used >= BUDGET_MB || settled.used >= BUDGET_MB;
  console.log(
    over
      ? `  OVER the ${BUDGET_MB} MB budget (live heap under load or after it)`
      : `  within the ${BUDGET_MB} MB budget: live heap under load and after it (the sampled peak${peak >= BUDGET_MB ? ', over it,' : ''} counts garbage not yet collected)`,
  );
} finally {
  inspector?.close();
  await server.dispose();
}
process.exit(over ? 1 : 0);
