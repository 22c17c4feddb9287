/**
 * bench/memory: the worker isolate's V8 heap under the mixed load of
 * bench/load.ts (64 connections, 60 s) with the full site in KV (every page
 * record, the whole search index loaded). The heap is read from the
 * isolate itself over the DevTools protocol (workerd's inspector, target
 * `core:user:mui-x-docs`): `Runtime.getHeapUsage` gives the used and total
 * size of that isolate's V8 heap only (not workerd's other isolates, nor
 * the process's native memory). Printed: after seeding, after a warm-up,
 * every half second under load (garbage not yet collected included), and
 * in the middle of the load and after it, each after a full GC (workerd
 * does not answer `HeapProfiler.collectGarbage`; `takeHeapSnapshot` runs
 * one first, and its chunks are dropped): the live heap under load, then
 * what the isolate keeps, its caches and the search index. Beside the heap:
 * the ArrayBuffer backing stores outside it (`backingStorageSize`: the
 * gzip bytes of the rendered-page cache, bodies in flight). workerd's
 * process RSS is printed for scale only. The budget: the heap stays under
 * 64 MB throughout, garbage included (every sample, the peak) and after
 * the load; it prints PASS or FAIL, and exits 1 on FAIL.
 *
 * Usage: npm run build && npx tsx bench/memory.ts
 *        (BENCH_PORT, BENCH_INSPECTOR_PORT, BENCH_SECONDS, BENCH_CONNECTIONS)
 */
import { dirname, join } from 'node:path';
import { serve } from '../scripts/serve';
import { Inspector } from './inspector';
import { pagePaths, quantile, runLoad } from './mixed-load';
import { workerdRssMb } from './workerd-process';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.BENCH_PORT ?? 8793);
const INSPECTOR_PORT = Number(process.env.BENCH_INSPECTOR_PORT ?? 9231);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const BUDGET_MB = 64;

const mb = (bytes: number) => bytes / 1024 / 1024;

const server = await serve({ host: '127.0.0.1', port: PORT, persist: false, vars: { ALLOW_CACHE_BYPASS: 'true' }, inspectorPort: INSPECTOR_PORT });
let inspector: Inspector | undefined;
let over: boolean;
try {
  await server.seed();
  inspector = await Inspector.open(`ws://127.0.0.1:${INSPECTOR_PORT}/core:user:mui-x-docs`, 30_000);
  const heap = async (gc: boolean) => {
    // workerd does not answer HeapProfiler.collectGarbage; a heap snapshot runs a full GC first (its chunks are dropped).
    if (gc) await inspector!.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    const u = await inspector!.send<{ usedSize: number; totalSize: number; backingStorageSize?: number }>('Runtime.getHeapUsage');
    return { used: mb(u.usedSize), total: mb(u.totalSize), buffers: mb(u.backingStorageSize ?? 0) };
  };
  const pages = pagePaths(ROOT);
  const cold = await heap(true);
  // Warm-up: every kind of route once, the search index loaded.
  await runLoad(server.url, { seconds: 3, connections: 4, pages });
  const warm = await heap(true);
  type Sample = Awaited<ReturnType<typeof heap>>;
  const samples: Sample[] = [];
  let live: Sample | undefined;
  const loadStart = performance.now();
  const r = await runLoad(server.url, {
    seconds: SECONDS,
    connections: CONNECTIONS,
    pages,
    tickMs: 500,
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
  const row = (s: Sample) => `used ${f(s.used)}, total ${f(s.total)}; ArrayBuffers outside the heap ${f(s.buffers)}`;
  console.log(`memory: isolate heap of the worker (DevTools Runtime.getHeapUsage), ${pages.length} pages in KV`);
  console.log(`  cold (after seeding, before any request): ${row(cold)}`);
  console.log(`  warm (every route once, search index loaded, after GC): ${row(warm)}`);
  console.log(
    `  under load (${CONNECTIONS} connections, ${r.seconds.toFixed(0)} s, ${r.requests} requests, ${(r.requests / r.seconds).toFixed(0)} req/s, p99 ${quantile(r.latencies, 0.99).toFixed(0)} ms), sampled every 0.5 s (${samples.length} samples, garbage not yet collected included): median used ${f(
      quantile(
        samples.map((s) => s.used),
        0.5,
      ),
    )}, peak used ${f(peak)}, peak total ${f(Math.max(...samples.map((s) => s.total)))}, peak ArrayBuffers ${f(Math.max(...samples.map((s) => s.buffers)))}`,
  );
  console.log(`  used per sample (MB): ${samples.map((s) => s.used.toFixed(0)).join(' ')}`);
  if (live) console.log(`  live under load (a full GC in the middle of the load, requests in flight): ${row(live)}`);
  console.log(`  after the load, before GC: ${row(end)}`);
  console.log(`  after the load and GC (what the isolate keeps: caches, search index): ${row(settled)}`);
  console.log(`  workerd process RSS (all isolates, KV simulator and native memory; for scale): ${f(workerdRssMb())}`);
  console.log(`  errors ${r.errors}, 5xx ${r.fiveHundreds}, 429 by design ${r.limited429}`);
  for (const e of r.firstErrors) console.log(`    ${e}`);
  over = peak >= BUDGET_MB || !live || live.used >= BUDGET_MB || settled.used >= BUDGET_MB;
  console.log(
    `  ${over ? 'FAIL' : 'PASS'}: ${BUDGET_MB} MB heap budget: peak ${f(peak)} under load (every sample, garbage included), ${f(live?.used ?? NaN)} live mid-load, ${f(settled.used)} after the load`,
  );
} finally {
  inspector?.close();
  await server.dispose();
}
process.exit(over ? 1 : 0);
