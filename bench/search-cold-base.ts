/**
 * The baseline arithmetic of bench/search-cold.ts, apart so that it is tested (search-cold-base.test.ts).
 *
 * `cold` (the default): what a search adds to an isolate's i-th request. Each run measures, on a fresh
 * workerd, the requests of an isolate that only ever answers n=0 (the route, nothing searched), and on
 * another fresh workerd the measured requests; request i's figure is its CPU minus the median, over the
 * runs, of the n=0 isolates' request i. Before them both isolates answer the same few n=0 requests
 * (BENCH_PRIME): the route has run that often, no more, as in a young isolate on Cloudflare. `warm`
 * (the way before, for comparison): 50 n=0 requests, then the median of 100 more subtracted from every
 * request; those 150 requests make the route's own functions (Hono's, the asset handler's) hot, and
 * their Maglev compiles, up to ~2 ms, then sometimes land inside the measured first search.
 */
export type BaseMode = 'cold' | 'warm';

export function median(xs: readonly number[]): number {
  if (!xs.length) throw new Error('median of nothing');
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

/**
 * The figures of the measured requests, one row per run (request i at [run][i]), each minus its baseline:
 * in `cold` mode the median over the runs of the n=0 isolates' request i (`bases[run][i]`), in `warm` mode
 * that run's own warm baseline (`bases[run][0]`, the median of its 100 warm n=0 requests).
 */
export function subtractBase(mode: BaseMode, raw: readonly (readonly number[])[], bases: readonly (readonly number[])[]): number[][] {
  if (mode === 'warm') return raw.map((row, run) => row.map((x) => x - bases[run]![0]!));
  const at = (i: number) => median(bases.map((b) => b[i]).filter((x): x is number => x !== undefined));
  return raw.map((row) => row.map((x, i) => x - at(i)));
}
