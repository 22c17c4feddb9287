/**
 * `npx tsx bench/search-tune.ts`: searches the query-time ranking constants (lib/search/ranking.ts
 * `RANKING`) with cross-validation over the hold-out sets of bench/search-quality.ts, without
 * rebuilding the index per try (the constants go to `new SearchIndex(text, ranking)`).
 *
 * Coordinate descent, a few values per constant (x0.5 … x2 of the current one; whole powers ±1, ±2):
 * each round, every constant's best value is found on the odd half of every set (1st, 3rd, … query)
 * and, apart, on the even half. A change is kept only when both halves chose to move the constant the
 * same way and the value then raises both halves' top-1 (all sets together) while no set loses a
 * query at top-1, top-3 or top-10 (its whole set). Rounds repeat until nothing moves.
 *
 * Set 7 (bench/search-queries-7.json, real users' words) is kept out of the tuning and scored (all
 * queries together, none listed) at the start and at the end only, not after each kept change, so that
 * no choice is read off it: the honest estimate;
 * `--held-out <file>` scores another file instead. `--only a,b` tunes only the named constants; `--rounds n`
 * caps the rounds (default 3). `--set name=value,…` scores given values once and stops (no search).
 * The figures are printed; nothing is written.
 */
import { readFileSync } from 'node:fs';
import { SearchIndex } from '../lib/search';
import { RANKING, type Ranking } from '../lib/search/ranking';
import { SETS, loadIndexTexts, loadSet, rankOf, type Query } from './search-quality';

type Counts = [top1: number, top3: number, top10: number];
interface Score {
  /** Per set: counts over the whole set. */
  sets: Counts[];
  odd: Counts;
  even: Counts;
  heldOut?: Counts;
}

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const texts = loadIndexTexts(true);
/** Set 7 (real users' words) is never tuned on: it is the held-out set unless `--held-out` names another. */
const HELD_OUT = 'search-queries-7.json';
const TUNED = SETS.filter((s) => s !== HELD_OUT);
const sets = TUNED.map(loadSet);
const heldOutFile = arg('--held-out');
const heldOut = heldOutFile ? (JSON.parse(readFileSync(heldOutFile, 'utf8')) as { queries: Query[] }).queries : SETS.includes(HELD_OUT) ? loadSet(HELD_OUT) : undefined;

/** Scores every set (and the held-out one) with the constants `k`. */
function evaluate(k: Ranking): Score {
  const indexes = { en: new SearchIndex(texts.en, k), zh: new SearchIndex(texts.zh, k) };
  const add = (c: Counts, rank: number) => {
    if (rank === 0) c[0]++;
    if (rank >= 0 && rank < 3) c[1]++;
    if (rank >= 0 && rank < 10) c[2]++;
  };
  const score: Score = { sets: [], odd: [0, 0, 0], even: [0, 0, 0] };
  for (const queries of sets) {
    const c: Counts = [0, 0, 0];
    queries.forEach((q, i) => {
      const { rank } = rankOf(indexes, q);
      add(c, rank);
      add(i % 2 === 0 ? score.odd : score.even, rank);
    });
    score.sets.push(c);
  }
  if (heldOut) {
    score.heldOut = [0, 0, 0];
    for (const q of heldOut) add(score.heldOut, rankOf(indexes, q).rank);
  }
  return score;
}

/** `a` better than `b`: more top-1, then top-3, then top-10. */
const better = (a: Counts, b: Counts) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
const fmt = (c: Counts, n: number) => c.map((x) => `${((100 * x) / n).toFixed(1)}`).join(' / ');
const sizes = sets.map((s) => s.length);
const oddN = sets.reduce((n, s) => n + Math.ceil(s.length / 2), 0);
const evenN = sets.reduce((n, s) => n + Math.floor(s.length / 2), 0);

function report(label: string, s: Score, showHeldOut = true): void {
  const sets = s.sets.map((c, i) => `${TUNED[i]!.replace(/^search-queries-?|\.json$/g, '') || '1'} ${fmt(c, sizes[i]!)}`).join(' | ');
  console.log(`${label}: odd ${fmt(s.odd, oddN)}, even ${fmt(s.even, evenN)}${s.heldOut && showHeldOut ? `, held out ${fmt(s.heldOut, heldOut!.length)}` : ''}\n    ${sets}`);
}

/** The values tried for constant `name` around `v`. */
function candidates(name: keyof Ranking, v: number): number[] {
  if (name === 'proseCoverage' || name === 'errorCoverage') return [v - 2, v - 1, v + 1, v + 2].filter((x) => x >= 1);
  const out = [0.5, 0.75, 0.9, 1.1, 1.25, 1.5, 2].map((m) => Number((v * m).toPrecision(3)));
  // (Match factors and weights below 1 stay below 1.)
  return v <= 1 ? out.filter((x) => x <= 1) : out;
}

const fixed = arg('--set');
let k: Ranking = { ...RANKING };
if (fixed) {
  for (const pair of fixed.split(',')) {
    const [name, value] = pair.split('=');
    if (!(name! in RANKING)) throw new Error(`unknown constant ${name}`);
    k[name as keyof Ranking] = Number(value);
  }
  report('defaults', evaluate(RANKING));
  report(fixed, evaluate(k));
  process.exit(0);
}
const only = arg('--only')?.split(',');
const names = (Object.keys(RANKING) as (keyof Ranking)[]).filter((n) => !only || only.includes(n));
const rounds = Number(arg('--rounds') ?? 3);
let current = evaluate(k);
report('start', current);
const moved: string[] = [];
for (let round = 1; round <= rounds; round++) {
  let changed = false;
  for (const name of names) {
    const was = k[name];
    // The best value on each half (the current one unless another beats it there).
    let bestOdd = { v: was, s: current };
    let bestEven = { v: was, s: current };
    const tried = new Map<number, Score>();
    for (const v of candidates(name, was)) {
      const s = evaluate({ ...k, [name]: v });
      tried.set(v, s);
      if (better(s.odd, bestOdd.s.odd) > 0) bestOdd = { v, s };
      if (better(s.even, bestEven.s.even) > 0) bestEven = { v, s };
    }
    const gain = (c: Counts, d: Counts) => `${c[0] - d[0] >= 0 ? '+' : ''}${c[0] - d[0]}`;
    console.log(`  ${name} ${was}: odd half's best ${bestOdd.v} (top-1 ${gain(bestOdd.s.odd, current.odd)}), even half's ${bestEven.v} (${gain(bestEven.s.even, current.even)})`);
    if (bestOdd.v === was || bestEven.v === was || Math.sign(bestOdd.v - was) !== Math.sign(bestEven.v - was)) continue;
    // Both halves move it the same way: the smaller step, checked on both halves and every set.
    const v = Math.abs(bestOdd.v - was) <= Math.abs(bestEven.v - was) ? bestOdd.v : bestEven.v;
    const s = tried.get(v)!;
    const up = s.odd[0] > current.odd[0] && s.even[0] > current.even[0];
    const noSetDown = s.sets.every((c, i) => c.every((x, j) => x >= current.sets[i]![j]!));
    console.log(`    -> ${v}: ${up && noSetDown ? 'kept' : `not kept (${up ? 'a set loses a query' : 'not both halves up'})`}`);
    if (!up || !noSetDown) continue;
    k = { ...k, [name]: v };
    current = s;
    changed = true;
    moved.push(`${name} ${was} -> ${v}`);
    report(`  after ${name} = ${v}`, current, false);
  }
  if (!changed) break;
}
report('end', current);
console.log(moved.length ? `moved: ${moved.join('; ')}` : 'moved: nothing (no change raised both halves without a set losing a query)');
