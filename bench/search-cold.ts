/**
 * bench/search-cold: an isolate's first search only, many times, each on a
 * fresh workerd, alternating between built workers (A B A B ...), so that a
 * change to the first search is told apart from the noise of a loaded
 * machine. Measured as bench/search.ts measures it (bench/search-cpu.ts:
 * workerd's CPU counters, the route warmed by 50 n=0 requests, the median of
 * 100 more subtracted); also the CPU workerd used to start.
 *
 * Usage: npx tsx bench/search-cold.ts <worker index.js> [<another> ...]
 * (BENCH_PORT, BENCH_RUNS = 8 per worker, BENCH_QUERY = grid; BENCH_SPLIT=1 loads the index
 * first with an empty query and reports that apart; BENCH_THEN = queries separated by `|` run
 * after the first, one request each, in the same isolate: the first query again tells its
 * coldness (code compiled on first use, index parts decoded once) from its own cost. Each figure's
 * part on V8's background threads, Maglev and TurboFan compiling the code the search made hot, is
 * printed after it as `bg`.)
 */
import { serve } from '../scripts/serve';
import { cpuNs, quiet, v8ThreadsNs } from './search-cpu';
import { findWorkerd } from './workerd-process';

const PORT = Number(process.env.BENCH_PORT ?? 8797);
const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const QUERY = process.env.BENCH_QUERY ?? 'grid';
const SPLIT = process.env.BENCH_SPLIT === '1';
const THEN = (process.env.BENCH_THEN ?? '').split('|').filter(Boolean);
const workers = process.argv.slice(2);
if (!workers.length) throw new Error('usage: npx tsx bench/search-cold.ts <worker index.js> ...');

const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const results = workers.map(() => ({ first: [] as number[], bg: [] as number[], load: [] as number[], start: [] as number[], then: THEN.map(() => [] as number[]) }));
for (let run = 0; run < RUNS; run++) {
  for (let w = 0; w < workers.length; w++) {
    const server = await serve({ port: PORT, persist: false, vars: { ALLOW_CACHE_BYPASS: 'true' }, scriptPath: workers[w]! });
    try {
      const pid = findWorkerd();
      results[w]!.start.push(cpuNs(pid) / 1e6);
      await server.seed();
      let bg = 0;
      const measure = async (q: string, n: number): Promise<number> => {
        const before = cpuNs(pid);
        const bgBefore = v8ThreadsNs(pid);
        const res = await fetch(`${server.url}/x/__bench/search?q=${encodeURIComponent(q)}&n=${n}`);
        await res.arrayBuffer();
        bg = (v8ThreadsNs(pid) - bgBefore) / 1e6;
        return (cpuNs(pid) - before) / 1e6;
      };
      for (let i = 0; i < 50; i++) await measure('', 0);
      const base: number[] = [];
      for (let i = 0; i < 100; i++) base.push(await measure('', 0));
      await quiet(pid);
      // BENCH_SPLIT=1: the index loaded first by an empty query (its own figure), then the first search.
      const load = SPLIT ? (await measure('', 1)) - pct(base, 0.5) : 0;
      if (SPLIT) await quiet(pid);
      const ms = (await measure(QUERY, 1)) - pct(base, 0.5);
      const firstBg = bg;
      results[w]!.first.push(ms);
      results[w]!.bg.push(firstBg);
      results[w]!.load.push(load);
      const then: number[] = [];
      const thenBg: number[] = [];
      for (const q of THEN) {
        await quiet(pid);
        then.push((await measure(q, 1)) - pct(base, 0.5));
        thenBg.push(bg);
      }
      then.forEach((x, i) => results[w]!.then[i]!.push(x));
      const thenText = then.map((x, i) => `, ${THEN[i]} ${x.toFixed(2)} (bg ${thenBg[i]!.toFixed(2)})`).join('');
      console.log(`run ${run} ${workers[w]}: ${SPLIT ? `load ${load.toFixed(2)} ms, then ` : ''}first ${ms.toFixed(2)} ms (bg ${firstBg.toFixed(2)})${thenText}`);
    } finally {
      await server.dispose();
    }
  }
}
for (let w = 0; w < workers.length; w++) {
  const r = results[w]!;
  console.log(
    `${workers[w]}: ${SPLIT ? `load median ${pct(r.load, 0.5).toFixed(2)} ms, ` : ''}first search median ${pct(r.first, 0.5).toFixed(2)} ms [${r.first.map((x) => x.toFixed(2)).join(' ')}] (bg median ${pct(r.bg, 0.5).toFixed(2)}); workerd start median ${pct(r.start, 0.5).toFixed(1)} ms`,
  );
  THEN.forEach((q, i) => console.log(`  then ${q}: median ${pct(r.then[i]!, 0.5).toFixed(2)} ms [${r.then[i]!.map((x) => x.toFixed(2)).join(' ')}]`));
}
