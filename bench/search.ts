/**
 * `npm run bench:search`: Worker CPU per search, measured inside workerd
 * (see bench/search-cpu.ts for how): the first search of an isolate (KV
 * read, index load and query, English and Chinese), a first search on a
 * fresh index load with warm code, and p50 / p99 of later queries (each
 * run 20 times in one request, baseline subtracted, divided by 20) and of
 * one query per request (which also carries the request's own noise),
 * and each query's median over the samples (p99 over the queries). Also
 * prints workerd's CPU to start, where work moved out of a request lands,
 * and, on a second fresh workerd, a reader's case: a page, the search
 * warm-up that follows it (worker/search/warm.ts), then the first searches
 * (lines (a) and (c); (b), an isolate whose first request is a search, is
 * the first-search line).
 * Exits 1 when the first search is over 10 ms or the query p99 over 1 ms.
 * Linux only (reads /proc). Needs `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { serve } from '../scripts/serve';
import { cpuNs, formatAfterPage, formatSearch, measureAfterPage, measureSearch, withinBudget } from './search-cpu';
import { findWorkerd } from './workerd-process';

const PORT = Number(process.env.BENCH_PORT ?? 8796);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 5);
/** Another built worker to measure (`BENCH_WORKER=path/to/index.js`: an older build, for a before/after), else dist/worker/index.js. */
const SCRIPT = process.env.BENCH_WORKER;

async function main(): Promise<void> {
  const server = await serve({ port: PORT, persist: false, vars: { ALLOW_CACHE_BYPASS: 'true' }, ...(SCRIPT ? { scriptPath: SCRIPT } : {}) });
  let figures;
  let control;
  let startMs;
  try {
    // What workerd used to start (its own workers and Miniflare's, and this worker's modules loaded
    // and run): work moved from a request into the isolate's start shows here.
    startMs = cpuNs(findWorkerd()) / 1e6;
    await server.seed();
    figures = await measureSearch(server.url, findWorkerd(), SAMPLES);
    // The control of the after-page figures: this isolate has searched, so no warm-up follows the page.
    control = await measureAfterPage(server.url, findWorkerd(), figures.baseline.p50);
  } finally {
    await server.dispose();
  }
  // The reader's case: a fresh workerd, a page first, then the first searches.
  const second = await serve({ port: PORT, persist: false, vars: { ALLOW_CACHE_BYPASS: 'true' }, ...(SCRIPT ? { scriptPath: SCRIPT } : {}) });
  let warmed;
  let secondStartMs;
  try {
    secondStartMs = cpuNs(findWorkerd()) / 1e6;
    await second.seed();
    warmed = await measureAfterPage(second.url, findWorkerd());
  } finally {
    await second.dispose();
  }
  const entries = JSON.parse(readFileSync('dist/kv-bulk.json', 'utf8')) as { key: string; value: string }[];
  const size = (suffix: string) => ((entries.find((e) => e.key.endsWith(suffix))?.value.length ?? 0) / 1024).toFixed(0);
  console.log(`search bench: index ${size(':search-index')} KB (en), ${size(':search-index-zh')} KB (zh)`);
  console.log(`  workerd start (every worker of the process, before any request): ${startMs.toFixed(1)} ms CPU (second server: ${secondStartMs.toFixed(1)} ms)`);
  for (const line of formatSearch(figures)) console.log(`  ${line}`);
  for (const line of formatAfterPage(warmed, control)) console.log(`  ${line}`);
  const ok = withinBudget(figures);
  console.log(ok ? '  within the targets' : '  OVER a target');
  process.exitCode = ok ? 0 : 1;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
