/**
 * bench/load: a bounded mixed load on loopback (bench/mixed-load.ts:
 * pages rendered and from the cache, 404s, search, markdown, MCP, with
 * unique cookies and queries) at 64 connections for 60 s against the built
 * worker on workerd with the full site in KV. Prints requests per second,
 * p50 / p99 latency (overall and per kind), errors, 5xx, and 429s (those of
 * the one client that is over the rate limit by design apart from any
 * other), then checks that every route answers the same bytes as before
 * the load. Exit code 1 on any error, 5xx, unexpected 429 or changed answer.
 *
 * Usage: npm run build && npx tsx bench/load.ts
 *        (BENCH_PORT, BENCH_SECONDS, BENCH_CONNECTIONS override 8794, 60, 64)
 */
import { dirname, join } from 'node:path';
import { serve } from '../scripts/serve';
import { pagePaths, quantile, runLoad, snapshot } from './mixed-load';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.BENCH_PORT ?? 8794);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);

const server = await serve({ host: '127.0.0.1', port: PORT, persist: false, vars: { ALLOW_CACHE_BYPASS: 'true' } });
let failed: boolean;
try {
  await server.seed();
  const pages = pagePaths(ROOT);
  const before = await snapshot(server.url);
  console.log(`load: ${CONNECTIONS} connections for ${SECONDS} s on ${server.url}, ${pages.length} pages in KV`);
  const r = await runLoad(server.url, { seconds: SECONDS, connections: CONNECTIONS, pages });
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  const limited = r.byKind.get('limited client')?.n ?? 0;
  console.log(`\nrequests: ${r.requests} in ${r.seconds.toFixed(1)} s = ${(r.requests / r.seconds).toFixed(0)} req/s (${limited} of them from the limited client)`);
  console.log(`latency of the other clients: p50 ${ms(quantile(r.latencies, 0.5))}  p99 ${ms(quantile(r.latencies, 0.99))}  max ${ms(quantile(r.latencies, 1))}`);
  console.log(`errors: ${r.errors}  5xx: ${r.fiveHundreds}  429 (the limited client, by design): ${r.limited429}  429 (other clients): ${r.other429}`);
  for (const e of r.firstErrors) console.log(`  ${e}`);
  console.log('\nkind | requests | p50 | p99');
  console.log('--- | --- | --- | ---');
  for (const [kind, k] of [...r.byKind].sort((a, b) => b[1].n - a[1].n)) console.log(`${kind} | ${k.n} | ${ms(quantile(k.ms, 0.5))} | ${ms(quantile(k.ms, 0.99))}`);

  const after = await snapshot(server.url);
  let changed = 0;
  for (const [label, was] of before) {
    const now = after.get(label);
    if (now !== was) {
      changed++;
      console.log(`CHANGED ${label}: before ${was}, after ${now}`);
    }
  }
  console.log(`\nsame answers before and after: ${before.size - changed} of ${before.size} routes${changed ? '' : ' (status, type and bytes)'}`);
  failed = r.errors > 0 || r.fiveHundreds > 0 || r.other429 > 0 || changed > 0 || r.limited429 === 0;
  if (r.limited429 === 0) console.log('the limited client was never limited: is MCP_LIMITER bound?');
  console.log(failed ? 'FAIL' : 'PASS: no errors, no 5xx, every route unchanged');
} finally {
  await server.dispose();
}
process.exit(failed ? 1 : 0);
