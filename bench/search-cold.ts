/**
 * bench/search-cold: an isolate's first search only, many times, each on a
 * fresh workerd, alternating between built workers (A B A B ...), so that a
 * change to the first search is told apart from the noise of a loaded
 * machine. CPU read as bench/search.ts reads it (bench/search-cpu.ts:
 * workerd's CPU counters); also the CPU workerd used to start.
 *
 * What a request costs apart from the search is taken off (bench/search-cold-base.ts). BENCH_BASE=cold
 * (the default): each run also starts a fresh workerd whose isolate answers only n=0 requests (the route,
 * no search), as many as the measured isolate gets; request i's figure is its CPU minus the median of
 * those isolates' request i. Both isolates first answer BENCH_PRIME (default 1) n=0 requests, unmeasured:
 * an isolate's very first request carries 7-13 ms of one-time costs of its own, whatever it asks, and
 * spreads so widely that taking it off the first search added more noise than it removed. The measured
 * search is thus the isolate's first search, its route code run once before, as on Cloudflare after any
 * first request; BENCH_PRIME=0 makes it the isolate's first request. BENCH_BASE=warm (the way before, for
 * comparison): the route warmed by 50 n=0 requests and the median of 100 more subtracted; those requests
 * make the route's own functions (Hono's, the asset handler's) hot, and their Maglev compiles sometimes
 * land in the measured search (up to ~2 ms).
 *
 * Usage: npx tsx bench/search-cold.ts <worker index.js> [<another> ...]
 * (BENCH_PORT, BENCH_RUNS = 8 per worker, BENCH_SEED=0 skips seeding KV, BENCH_QUERY = grid; BENCH_SPLIT=1 loads the index
 * first with an empty query and reports that apart; BENCH_THEN = queries separated by `|` run
 * after the first, one request each, in the same isolate: the first query again tells its
 * coldness (code compiled on first use, index parts decoded once) from its own cost. Each figure's
 * part on V8's background threads, Maglev and TurboFan compiling the code the search made hot, is
 * printed after it as `bg`.)
 */
import { serve } from '../scripts/serve';
import { cpuNs, quiet, v8ThreadsNs } from './search-cpu';
import { type BaseMode, median, subtractBase } from './search-cold-base';
import { findWorkerd } from './workerd-process';

const PORT = Number(process.env.BENCH_PORT ?? 8797);
const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const QUERY = process.env.BENCH_QUERY ?? 'grid';
const SPLIT = process.env.BENCH_SPLIT === '1';
const THEN = (process.env.BENCH_THEN ?? '').split('|').filter(Boolean);
const workers = process.argv.slice(2);
if (!workers.length) throw new Error('usage: npx tsx bench/search-cold.ts <worker index.js> ...');

const BASE = (process.env.BENCH_BASE ?? 'cold') as BaseMode;
if (BASE !== 'cold' && BASE !== 'warm') throw new Error('BENCH_BASE is cold or warm');
const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
// BENCH_BASE=cold: the n=0 requests both isolates answer before the measured ones (their figures unused).
const PRIME = Number(process.env.BENCH_PRIME ?? 1);
// BENCH_SEED=0: KV left empty (the bench's requests read no KV: the index is in the bundle); a run then takes
// ~10 s instead of ~65 s (the seed writes the whole content build, ~27 s per workerd).
const SEED = process.env.BENCH_SEED !== '0';
// The measured requests of an isolate, in order: [load,] first, then...
const plan = [...(SPLIT ? [''] : []), QUERY, ...THEN];
const results = workers.map(() => ({ raw: [] as number[][], bg: [] as number[][], bases: [] as number[][], start: [] as number[] }));

/** A fresh workerd running `script`; `body` gets a request-measuring function; returns its start CPU. */
async function withWorkerd(script: string, body: (measure: (q: string, n: number) => Promise<{ ms: number; bg: number }>, pid: number) => Promise<void>): Promise<number> {
  const server = await serve({ port: PORT, persist: false, vars: { ALLOW_CACHE_BYPASS: 'true' }, scriptPath: script });
  try {
    const pid = findWorkerd();
    const start = cpuNs(pid) / 1e6;
    if (SEED) await server.seed();
    await quiet(pid);
    await body(async (q, n) => {
      const before = cpuNs(pid);
      const bgBefore = v8ThreadsNs(pid);
      const res = await fetch(`${server.url}/x/__bench/search?q=${encodeURIComponent(q)}&n=${n}`);
      if (!res.ok) throw new Error(`bench: ${res.status} for ${q}`);
      await res.arrayBuffer();
      return { ms: (cpuNs(pid) - before) / 1e6, bg: (v8ThreadsNs(pid) - bgBefore) / 1e6 };
    }, pid);
    return start;
  } finally {
    await server.dispose();
  }
}

/** BENCH_BASE=cold: PRIME n=0 requests, each followed by a quiet workerd. */
async function prime(measure: (q: string, n: number) => Promise<unknown>, pid: number): Promise<void> {
  for (let i = 0; i < PRIME; i++) {
    await measure('', 0);
    await quiet(pid);
  }
}

for (let run = 0; run < RUNS; run++) {
  for (let w = 0; w < workers.length; w++) {
    const r = results[w]!;
    if (BASE === 'cold') {
      // The n=0 isolate: as many requests as the measured one gets, spaced the same way.
      const base: number[] = [];
      await withWorkerd(workers[w]!, async (measure, pid) => {
        await prime(measure, pid);
        for (let i = 0; i < plan.length; i++) {
          if (i) await quiet(pid);
          base.push((await measure('', 0)).ms);
        }
      });
      r.bases.push(base);
    }
    const raw: number[] = [];
    const bg: number[] = [];
    const start = await withWorkerd(workers[w]!, async (measure, pid) => {
      if (BASE === 'warm') {
        for (let i = 0; i < 50; i++) await measure('', 0);
        const warm: number[] = [];
        for (let i = 0; i < 100; i++) warm.push((await measure('', 0)).ms);
        r.bases.push([pct(warm, 0.5)]);
        await quiet(pid);
      } else await prime(measure, pid);
      for (let i = 0; i < plan.length; i++) {
        if (i) await quiet(pid);
        const m = await measure(plan[i]!, 1);
        raw.push(m.ms);
        bg.push(m.bg);
      }
    });
    r.start.push(start);
    r.raw.push(raw);
    r.bg.push(bg);
    const base = r.bases.at(-1)!;
    console.log(
      `run ${run} ${workers[w]}: ${plan.map((q, i) => `${i === 0 && SPLIT ? 'load' : JSON.stringify(q)} ${raw[i]!.toFixed(2)} (bg ${bg[i]!.toFixed(2)})`).join(', ')}; base ${BASE} ${base.map((x) => x.toFixed(2)).join(' ')}`,
    );
  }
}
for (let w = 0; w < workers.length; w++) {
  const r = results[w]!;
  const figs = subtractBase(BASE, r.raw, r.bases);
  const col = (i: number) => figs.map((row) => row[i]!);
  const bgMedian = (i: number) => median(r.bg.map((row) => row[i]!));
  const f = SPLIT ? 1 : 0;
  console.log(
    `${workers[w]} (base ${BASE}): ${SPLIT ? `load median ${median(col(0)).toFixed(2)} ms, ` : ''}first search median ${median(col(f)).toFixed(2)} ms [${col(f)
      .map((x) => x.toFixed(2))
      .join(' ')}] (bg median ${bgMedian(f).toFixed(2)}); workerd start median ${pct(r.start, 0.5).toFixed(1)} ms`,
  );
  THEN.forEach((q, i) =>
    console.log(
      `  then ${q}: median ${median(col(f + 1 + i)).toFixed(2)} ms [${col(f + 1 + i)
        .map((x) => x.toFixed(2))
        .join(' ')}] (bg median ${bgMedian(f + 1 + i).toFixed(2)})`,
    ),
  );
}
