/**
 * `npx tsx bench/search-rerank.ts`: learns the second stage of the ranking (lib/search/rerank.ts) and
 * judges it by leave-one-set-out cross-validation over the development sets.
 *
 * Every development query (the sets of bench/search-quality.ts but set 7, which is never read here) is
 * searched once with the first stage alone (index rebuilt from .cache/search/inputs.json); the features
 * of its first `--top` results (default RERANK_TOP) and which of them are right are kept. Weights are
 * learned by softmax regression (each query's loss: minus the log of its right results' share of the
 * softmax of its candidates' scores; every query weighing alike; features standardized; L2 penalty `--l2`,
 * default 0.001, on all but the first stage's own score and rank, `--free-l2`), or with `--loss pairs` by
 * pairwise logistic regression (each right result against each wrong one), and with `--method ca` then
 * refined by coordinate ascent on top-1.
 * The stage re-orders questions and pasted errors only (search-index.ts calls it for those alone): a
 * name's or a title's query has no features and keeps its order.
 *
 * Cross-validation: for each fold (sets 8, 9, 10, the errors sets together, typo-dev, zh-dev, zh-dev-2,
 * zh-dev-3, sets 1 to 6 each), weights learned without it (and without typo-dev's slips of its queries)
 * re-order its queries; the top-1 / top-3 / top-10 of each fold before and after, and over all, are
 * printed. Results below the first `--top` keep their place. `--write` writes the weights learned on
 * every development set into lib/search/ranking.ts (`RERANK`, `RERANK_TOP`); `--l2 a,b` compares penalties.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SearchIndex, asksForReference, searchLocaleOf } from '../lib/search';
import { RERANK, RERANK_BAND, RERANK_LEAN, RERANK_REACH, RERANK_TOP } from '../lib/search/ranking';
import { RERANK_FEATURES, RERANK_SIZE, keepFirst, rerankOrder, type RerankTree } from '../lib/search/rerank';
import { SETS, loadIndexTexts, loadSet, rankOf, type Query } from './search-quality';

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const TOP = Number(arg('--top') ?? RERANK_TOP);
const L2S = (arg('--l2') ?? '0.001').split(',').map(Number);
const METHOD = arg('--method') ?? 'fit';

/**
 * The first stage's own features (its score, matched count and rank) are penalized only by `--free-l2`
 * (default 0.0001): the penalty pulls the others toward 0, that is toward the first stage's order.
 */
const FIRST_STAGE = ['score', 'matchedGap', 'rankRecip', 'rankFirst', 'proseScore', 'errorScore', 'cjkScore'];
const FREE = new Set(RERANK_FEATURES.flatMap((f, j) => (FIRST_STAGE.includes(f) ? [j] : [])));
const FREE_L2 = Number(arg('--free-l2') ?? 0.0001);
const BAND_ARG = Number(arg('--band') ?? RERANK_BAND);
/** `--reach r`: with the second result within the band, the candidates within e^-r of the first (RERANK_REACH); `--lean`: no page the rules lean to less passes the first (RERANK_LEAN). */
const REACH = Math.max(BAND_ARG, Number(arg('--reach') ?? (arg('--band') ? BAND_ARG : RERANK_REACH)));
const LEAN = args.includes('--lean') || (RERANK_LEAN && !args.includes('--no-lean'));
const HELD_OUT = 'search-queries-7.json';
/**
 * `--model trees`: the linear stage (learned as above) plus regression trees fitted, one after another, to the softmax
 * loss's gradients over the linear score plus the trees before (gradient boosting, LambdaMART-like; Newton leaf values,
 * deterministic). `--trees 50,100` (numbers of trees, each judged: the first of one run), `--depth` (levels), `--shrink`
 * (each tree's share), `--leaf` (fewest candidates in a leaf), `--lambda` (leaf values' penalty, in queries), `--gamma`
 * (least gain of a split); each a comma list, every combination judged; `--base none`: trees alone. Not shipped (0016,
 * session 29: within +-5 top-1 of the linear stage): `--write` writes the linear weights only.
 */
const MODEL = arg('--model') ?? 'linear';
/** `--base none`: the trees over a sum of 0 (no linear stage under them). */
const NO_BASE = arg('--base') === 'none';
const list = (name: string, def: string) => (arg(name) ?? def).split(',').map(Number);
const TREE_COUNTS = list('--trees', '100');
const TREE_GRID = list('--depth', '3').flatMap((depth) =>
  list('--shrink', '0.1').flatMap((shrink) =>
    list('--leaf', '20').flatMap((leaf) => list('--lambda', '1').flatMap((lambda) => list('--gamma', '0').map((gamma) => ({ depth, shrink, leaf, lambda, gamma })))),
  ),
);
/** A second stage: linear weights, and trees added to their sum (null: none). */
interface Model {
  w: readonly number[];
  trees: readonly RerankTree[] | null;
}
const foldOf = (set: string) => (set.startsWith('search-queries-errors') ? 'errors' : set.replace(/^search-queries-?|\.json$/g, '') || '1');

interface Item {
  fold: string;
  /** Source of a typo-dev query (`search-queries-8.json#12`): its set's fold. */
  from?: string;
  /** First-stage rank of the first right result (-1 none). */
  rank: number;
  /** Candidates (first `TOP`): features (rows), right or not. */
  n: number;
  x: Float64Array;
  right: boolean[];
  /** What the first stage's rules the stage has no feature for gave each candidate (`keepFirst`). */
  leans: number[];
  /**
   * A query the message catalogue answers: the first results' pages (all `TOP`, the band's first `n`),
   * which of them are API pages and right, and the catalogue's page, which the engine moves first after
   * the second stage has re-ordered them (after an API page the stage put first).
   */
  message?: { page: number; pageRight: boolean; ids: number[]; right: boolean[] };
  /** What the stage learns from, when not the candidates above: a message's without the catalogue's page. */
  train?: { n: number; x: Float64Array; right: boolean[] };
}

/** The candidates an item's weights are learned from. */
const trainView = (it: Item): Item => (it.train ? { ...it, ...it.train } : it);

const texts = loadIndexTexts(true);
const indexes = { en: new SearchIndex(texts.en), zh: new SearchIndex(texts.zh) };
const captured: { trace?: { x: Float64Array; ids: number[]; leans: number[] } } = {};
for (const index of Object.values(indexes)) {
  index.rerankWeights = null;
  index.rerankCount = TOP;
  // (Every first result's features: the band is applied below, `--band`.)
  index.rerankBand = Infinity;
  index.rerankTrace = (x, ids, leans) => (captured.trace = { x: x.slice(), ids: [...ids], leans: [...leans] });
}

// (The engine as shipped, second stage on: the replay of its weights must give its ranks.)
const shipped = { en: new SearchIndex(texts.en), zh: new SearchIndex(texts.zh) };
const shippedRanks: number[] = [];

const items: Item[] = [];
for (const set of SETS) {
  // (zh-tw-dev is zh-dev, -2 and -3 again in traditional characters, read as the same simplified ones: not trained on twice.)
  if (set === HELD_OUT || set === 'search-queries-zh-tw-dev.json') continue;
  for (const query of loadSet(set) as (Query & { src?: string })[]) {
    // (A Chinese query asking for an API's reference gets its first place from the English index after the
    // second stage, `withEnglishApiRows`: its first result is none of the stage's candidates, not trained on.)
    if (asksForReference(query.q)) continue;
    captured.trace = undefined;
    const { rank } = rankOf(indexes, query);
    shippedRanks.push(rankOf(shipped, query).rank);
    const trace = captured.trace as { x: Float64Array; ids: number[]; leans: number[] } | undefined;
    const index = indexes[searchLocaleOf(query.q)];
    // (Only the first results within the band of the first one's score: BAND, `--band`.)
    let n = trace ? trace.ids.length : 0;
    // (None when the second is below the band; else those within the reach, `--reach`.)
    if (trace && n > 1 && trace.x[RERANK_SIZE]! < -BAND_ARG) n = 0;
    if (trace) for (let i = 0; i < n; i++) if (trace.x[i * RERANK_SIZE]! < -REACH) n = i;
    if (n < 2) n = 0;
    const isRight = (p: number) => query.want.includes(index.data.pages[p]![0]);
    const right = trace ? trace.ids.slice(0, n).map(isRight) : [];
    const item: Item = {
      fold: foldOf(set),
      from: set.includes('typos') && query.src ? foldOf(query.src.split('#')[0]!) : undefined,
      rank,
      n,
      x: trace?.x ?? new Float64Array(0),
      right,
      leans: trace?.leans.slice(0, n) ?? [],
    };
    // (The engine's catalogue step runs after the second stage: a pasted message's page comes first
    // whatever the stage's order, which then decides only the places after it. Replayed in `newRank`;
    // the stage learns from the candidates the catalogue leaves it.)
    const page = index.lastMessagePage;
    if (trace && page >= 0) {
      item.message = { page, pageRight: isRight(page), ids: trace.ids, right: trace.ids.map(isRight) };
      const keep = trace.ids.slice(0, n).flatMap((p, i) => (p === page ? [] : [i]));
      const x = new Float64Array(keep.length * RERANK_SIZE);
      keep.forEach((i, k) => x.set(trace.x.subarray(i * RERANK_SIZE, (i + 1) * RERANK_SIZE), k * RERANK_SIZE));
      item.train = { n: keep.length < 2 ? 0 : keep.length, x, right: keep.map((i) => right[i]!) };
    }
    items.push(item);
  }
}
const folds = [...new Set(items.map((i) => i.fold))];

// The replay (`newRank`) is the engine: with the shipped weights and band it gives the shipped ranks.
const shippedW = RERANK;
if (shippedW && TOP === RERANK_TOP && BAND_ARG === RERANK_BAND && REACH === RERANK_REACH && LEAN === RERANK_LEAN) {
  const differ = items.filter((it, i) => newRank(it, { w: shippedW, trees: null }) !== shippedRanks[i]).length;
  console.log(`replay of the shipped weights: ${items.length - differ} of ${items.length} queries at the engine's rank${differ ? ` (${differ} differ)` : ''}`);
}

/** The stage's order of an item's candidates, the first kept first as the engine keeps it (`keepFirst`). */
function order2(item: Item, m: Model): number[] {
  const order = rerankOrder(item.x, item.n, m.w, m.trees);
  return LEAN ? keepFirst(order, item.leans) : order;
}

/** The rank of the first right result after re-ordering with `w` (unchanged when it is not in the first TOP). */
function newRank(item: Item, w: Model | null): number {
  const m = item.message;
  if (m && w && item.n >= 2) {
    // The engine's order: the stage's over the band's first n, then the catalogue's page moved to the
    // first place (before an API page too), as SearchIndex.search does.
    const order = [...order2(item, w), ...m.ids.keys()].filter((i, k, all) => all.indexOf(i) === k);
    const list = order.map((i) => ({ p: m.ids[i]!, right: m.right[i]! }));
    const at = list.findIndex((c) => c.p === m.page);
    if (at !== 0) list.unshift(at >= 0 ? list.splice(at, 1)[0]! : { p: m.page, right: m.pageRight });
    const r = list.findIndex((c) => c.right);
    // (A right page below the captured ones: where the engine without the stage has it.)
    return r >= 0 ? r : item.rank;
  }
  if (!w || item.rank < 0 || item.rank >= item.n) return item.rank;
  const order = order2(item, w);
  return order.findIndex((i) => item.right[i]);
}

type Counts = [n: number, top1: number, top3: number, top10: number];
function count(list: Item[], w: Model | null): Counts {
  const c: Counts = [list.length, 0, 0, 0];
  for (const it of list) {
    const r = newRank(it, w);
    if (r === 0) c[1]++;
    if (r >= 0 && r < 3) c[2]++;
    if (r >= 0 && r < 10) c[3]++;
  }
  return c;
}
const fmt = (c: Counts) => `${((100 * c[1]) / c[0]).toFixed(1)} / ${((100 * c[2]) / c[0]).toFixed(1)} / ${((100 * c[3]) / c[0]).toFixed(1)}`;

/** Each feature's mean and standard deviation over the training candidates (1 where a feature never varies). */
function standardization(train: Item[]): { mean: Float64Array; sd: Float64Array } {
  const d = RERANK_SIZE;
  const mean = new Float64Array(d);
  const sd = new Float64Array(d);
  let rows = 0;
  for (const it of train) for (let i = 0; i < it.n; i++, rows++) for (let j = 0; j < d; j++) mean[j]! += it.x[i * d + j]!;
  for (let j = 0; j < d; j++) mean[j]! /= Math.max(1, rows);
  for (const it of train) for (let i = 0; i < it.n; i++) for (let j = 0; j < d; j++) sd[j]! += (it.x[i * d + j]! - mean[j]!) ** 2;
  for (let j = 0; j < d; j++) sd[j] = Math.sqrt(sd[j]! / Math.max(1, rows)) || 1;
  return { mean, sd };
}

/** Pairwise logistic regression: weights in the features' own units. */
function learnLR(train: Item[], l2: number): number[] {
  const d = RERANK_SIZE;
  // Standardize over the candidates.
  const { sd } = standardization(train);
  // Pairs (right - wrong), each query's pairs weighing 1 in all.
  const diffs: Float64Array[] = [];
  const weights: number[] = [];
  let queries = 0;
  for (const it of train) {
    const rights = it.right.map((r, i) => (r ? i : -1)).filter((i) => i >= 0);
    const wrongs = it.right.map((r, i) => (r ? -1 : i)).filter((i) => i >= 0);
    if (!rights.length || !wrongs.length) continue;
    queries++;
    const each = 1 / (rights.length * wrongs.length);
    for (const a of rights) {
      for (const b of wrongs) {
        const v = new Float64Array(d);
        for (let j = 0; j < d; j++) v[j] = (it.x[a * d + j]! - it.x[b * d + j]!) / sd[j]!;
        diffs.push(v);
        weights.push(each);
      }
    }
  }
  const w = new Float64Array(d);
  const grad = new Float64Array(d);
  // Gradient descent with momentum on the (convex) mean loss.
  const vel = new Float64Array(d);
  const lr = 0.5;
  for (let iter = 0; iter < 600; iter++) {
    grad.fill(0);
    for (let k = 0; k < diffs.length; k++) {
      const v = diffs[k]!;
      let z = 0;
      for (let j = 0; j < d; j++) z += w[j]! * v[j]!;
      const g = -weights[k]! / (1 + Math.exp(z)) / queries;
      for (let j = 0; j < d; j++) grad[j]! += g * v[j]!;
    }
    for (let j = 0; j < d; j++) {
      grad[j]! += (FREE.has(j) ? FREE_L2 : l2) * w[j]!;
      vel[j] = 0.9 * vel[j]! - lr * grad[j]!;
      w[j]! += vel[j]!;
    }
  }
  return [...w].map((x, j) => x / sd[j]!);
}

/** Coordinate ascent on top-1 (then top-3) of `train`, from `start`. */
function learnCA(train: Item[], start: number[]): number[] {
  const w = [...start];
  const key = (c: Counts) => c[1] * 1000 + c[2];
  let best = key(count(train, { w, trees: null }));
  for (let round = 0; round < 3; round++) {
    let moved = false;
    for (let j = 0; j < w.length; j++) {
      const was = w[j]!;
      const scale = Math.max(0.05, Math.abs(was));
      for (const m of [-1, -0.5, -0.25, 0.25, 0.5, 1]) {
        const v = was + m * scale;
        w[j] = v;
        const s = key(count(train, { w, trees: null }));
        if (s > best) {
          best = s;
          moved = true;
        } else w[j] = was;
        if (w[j] !== was) break;
      }
    }
    if (!moved) break;
  }
  return w;
}

/** Softmax (listwise) regression: the log of the right results' share of each query's softmax, standardized features. */
function learnSoftmax(train: Item[], l2: number): number[] {
  const d = RERANK_SIZE;
  const { mean, sd } = standardization(train);
  const used = train
    .filter((it) => it.right.some(Boolean) && it.right.some((r) => !r))
    .map((it) => {
      const x = new Float64Array(it.n * d);
      for (let i = 0; i < it.n; i++) for (let j = 0; j < d; j++) x[i * d + j] = (it.x[i * d + j]! - mean[j]!) / sd[j]!;
      return { n: it.n, x, right: it.right };
    });
  const w = new Float64Array(d);
  const grad = new Float64Array(d);
  const vel = new Float64Array(d);
  const s = new Float64Array(64);
  for (let iter = 0; iter < 600; iter++) {
    grad.fill(0);
    for (const it of used) {
      let max = -Infinity;
      for (let i = 0; i < it.n; i++) {
        let z = 0;
        for (let j = 0; j < d; j++) z += w[j]! * it.x[i * d + j]!;
        s[i] = z;
        if (z > max) max = z;
      }
      let all = 0;
      let good = 0;
      for (let i = 0; i < it.n; i++) {
        s[i] = Math.exp(s[i]! - max);
        all += s[i]!;
        if (it.right[i]) good += s[i]!;
      }
      // d(-log(good / all)) = sum p_i x_i - sum_{right} q_i x_i
      for (let i = 0; i < it.n; i++) {
        const g = (s[i]! / all - (it.right[i] ? s[i]! / good : 0)) / used.length;
        if (g === 0) continue;
        for (let j = 0; j < d; j++) grad[j]! += g * it.x[i * d + j]!;
      }
    }
    for (let j = 0; j < d; j++) {
      grad[j]! += (FREE.has(j) ? FREE_L2 : l2) * w[j]!;
      vel[j] = 0.9 * vel[j]! - 0.5 * grad[j]!;
      w[j]! += vel[j]!;
    }
  }
  return [...w].map((x, j) => x / sd[j]!);
}

interface TreeOptions {
  depth: number;
  shrink: number;
  leaf: number;
  lambda: number;
  gamma: number;
}

/** `v` with the fewest significant digits (4 or more) that keep it above `low` and at most `high`. */
function roundWithin(v: number, low: number, high: number): number {
  for (let p = 4; p < 17; p++) {
    const r = Number(v.toPrecision(p));
    if (r > low && r <= high) return r;
  }
  return v;
}

/**
 * Gradient-boosted regression trees over the linear score `w` of `train`'s candidates: each tree is fitted to the
 * softmax loss's gradients (a candidate's softmax share minus its share of the right ones) with Newton leaf values
 * (minus the leaf's gradient sum over its hessian sum, p(1 - p), plus `lambda`), grown level by level to `depth`,
 * the split of a node the one of most gain over every feature and threshold (ties: the first feature, the lowest
 * threshold), each query weighing alike. Deterministic.
 */
function learnTrees(train: Item[], w: readonly number[], count: number, o: TreeOptions): RerankTree[] {
  const d = RERANK_SIZE;
  const used = train.filter((it) => it.n >= 2 && it.right.some(Boolean) && it.right.some((r) => !r));
  let rows = 0;
  for (const it of used) rows += it.n;
  const x = new Float64Array(rows * d);
  const query = new Int32Array(rows);
  const right = new Uint8Array(rows);
  const f = new Float64Array(rows);
  const starts: number[] = [];
  let r = 0;
  used.forEach((it, q) => {
    starts.push(r);
    x.set(it.x.subarray(0, it.n * d), r * d);
    for (let i = 0; i < it.n; i++, r++) {
      query[r] = q;
      right[r] = it.right[i] ? 1 : 0;
      let v = 0;
      for (let j = 0; j < d; j++) v += w[j]! * x[r * d + j]!;
      f[r] = v;
    }
  });
  starts.push(rows);
  const orders = Array.from({ length: d }, (_, j) => Int32Array.from({ length: rows }, (_, k) => k).sort((a, b) => x[a * d + j]! - x[b * d + j]! || a - b));
  const varies = Array.from({ length: d }, (_, j) => x[orders[j]![0]! * d + j] !== x[orders[j]![rows - 1]! * d + j]);
  const g = new Float64Array(rows);
  const h = new Float64Array(rows);
  const nodeOf = new Int32Array(rows);
  const trees: RerankTree[] = [];
  for (let t = 0; t < count; t++) {
    // Gradients of each query's -log(right share of softmax(f)).
    for (let q = 0; q < used.length; q++) {
      const a = starts[q]!;
      const b = starts[q + 1]!;
      let max = -Infinity;
      for (let k = a; k < b; k++) if (f[k]! > max) max = f[k]!;
      let all = 0;
      let good = 0;
      for (let k = a; k < b; k++) {
        const e = Math.exp(f[k]! - max);
        g[k] = e;
        all += e;
        if (right[k]) good += e;
      }
      for (let k = a; k < b; k++) {
        const p = g[k]! / all;
        g[k] = p - (right[k] ? g[k]! / good : 0);
        h[k] = Math.max(p * (1 - p), 1e-6);
      }
    }
    // Nodes: [feature, threshold, left, right] once split; leaves keep their value.
    const nodes: { G: number; H: number; C: number; split?: [number, number, number, number]; value?: number }[] = [];
    let G0 = 0;
    let H0 = 0;
    for (let k = 0; k < rows; k++) {
      G0 += g[k]!;
      H0 += h[k]!;
    }
    nodes.push({ G: G0, H: H0, C: rows });
    nodeOf.fill(0);
    let level = [0];
    const score = (G: number, H: number) => (G * G) / (H + o.lambda);
    for (let depth = 0; depth < o.depth && level.length; depth++) {
      const slot = new Int32Array(nodes.length).fill(-1);
      level.forEach((n, s) => (slot[n] = s));
      const L = level.length;
      const best = level.map(() => ({ gain: o.gamma, j: -1, thr: 0 }));
      const GL = new Float64Array(L);
      const HL = new Float64Array(L);
      const CL = new Int32Array(L);
      const last = new Float64Array(L);
      for (let j = 0; j < d; j++) {
        if (!varies[j]) continue;
        GL.fill(0);
        HL.fill(0);
        CL.fill(0);
        last.fill(-Infinity);
        const order = orders[j]!;
        for (let k = 0; k < rows; k++) {
          const row = order[k]!;
          const s = slot[nodeOf[row]!]!;
          if (s < 0) continue;
          const v = x[row * d + j]!;
          const node = nodes[level[s]!]!;
          if (v > last[s]! && CL[s]! >= o.leaf && node.C - CL[s]! >= o.leaf) {
            const gain = score(GL[s]!, HL[s]!) + score(node.G - GL[s]!, node.H - HL[s]!) - score(node.G, node.H);
            if (gain > best[s]!.gain) best[s] = { gain, j, thr: roundWithin((last[s]! + v) / 2, last[s]!, v) };
            // (`roundWithin`: at least last, below v — the rounded threshold still parts the same rows.)
          }
          GL[s]! += g[row]!;
          HL[s]! += h[row]!;
          CL[s]!++;
          last[s] = v;
        }
      }
      const next: number[] = [];
      level.forEach((n, s) => {
        const b = best[s]!;
        if (b.j < 0) return;
        const left = nodes.length;
        nodes.push({ G: 0, H: 0, C: 0 }, { G: 0, H: 0, C: 0 });
        nodes[n]!.split = [b.j, b.thr, left, left + 1];
        next.push(left, left + 1);
      });
      for (let k = 0; k < rows; k++) {
        const split = nodes[nodeOf[k]!]!.split;
        if (!split) continue;
        const c = x[k * d + split[0]]! <= split[1] ? split[2] : split[3];
        nodeOf[k] = c;
        nodes[c]!.G += g[k]!;
        nodes[c]!.H += h[k]!;
        nodes[c]!.C++;
      }
      level = next;
    }
    for (const node of nodes) if (!node.split) node.value = Number(((-node.G / (node.H + o.lambda)) * o.shrink).toPrecision(4));
    for (let k = 0; k < rows; k++) f[k]! += nodes[nodeOf[k]!]!.value!;
    const build = (n: number): RerankTree => {
      const node = nodes[n]!;
      return node.split ? [node.split[0], node.split[1], build(node.split[2]), build(node.split[3])] : node.value!;
    };
    trees.push(build(0));
  }
  return trees;
}

const LOSS = arg('--loss') ?? 'softmax';
const base = (train: Item[], l2: number) => (LOSS === 'softmax' ? learnSoftmax(train, l2) : learnLR(train, l2));
const learn = (train: Item[], l2: number) => (METHOD === 'ca' ? learnCA(train, base(train.map(trainView), l2)) : base(train.map(trainView), l2));
const maxTrees = Math.max(...TREE_COUNTS);
/** The settings judged: the linear stage alone, or each trees' setting at each number of trees. */
const settings: { name: string; trees?: TreeOptions & { count: number } }[] =
  MODEL === 'trees'
    ? TREE_GRID.flatMap((o) => TREE_COUNTS.map((count) => ({ name: `trees ${count} depth ${o.depth} shrink ${o.shrink} leaf ${o.leaf} lambda ${o.lambda} gamma ${o.gamma}`, trees: { ...o, count } })))
    : [{ name: 'linear' }];

console.log(`search rerank: ${items.length} development queries (set 7 not read), top ${TOP}, band ${BAND_ARG}, reach ${REACH}, lean ${LEAN}, method ${METHOD}, loss ${LOSS}, model ${MODEL}`);
{
  const reordered = items.filter((it) => it.n >= 2);
  const rows = reordered.reduce((sum, it) => sum + it.n, 0);
  const movable = reordered.filter((it) => it.rank > 0 && it.rank < it.n).length;
  const firstRight = reordered.filter((it) => it.rank === 0).length;
  console.log(`re-ordered: ${reordered.length} queries (${rows} candidates), right first ${firstRight}, right below first within them ${movable}`);
}
const summary: string[] = [];
for (const l2 of L2S) {
  // Each fold's linear weights, and its trees for each trees' setting (the first `count` of one run of the most).
  const linear = new Map(
    folds.map((fold) => [
      fold,
      learn(
        items.filter((i) => i.fold !== fold && i.from !== fold),
        l2,
      ),
    ]),
  );
  const grown = new Map<string, RerankTree[]>();
  const linearCounts = new Map(
    folds.map((fold) => [
      fold,
      count(
        items.filter((i) => i.fold === fold),
        { w: linear.get(fold)!, trees: null },
      ),
    ]),
  );
  for (const setting of settings) {
    console.log(`\nL2 ${l2}, ${setting.name}: fold  n  first stage top-1/3/10  ->  cross-validated  (against the linear stage)`);
    const before: Counts = [0, 0, 0, 0];
    const after: Counts = [0, 0, 0, 0];
    const down: string[] = [];
    for (const fold of folds) {
      const test = items.filter((i) => i.fold === fold);
      const train = items.filter((i) => i.fold !== fold && i.from !== fold);
      const w = NO_BASE && setting.trees ? new Array<number>(RERANK_SIZE).fill(0) : linear.get(fold)!;
      let trees: RerankTree[] | null = null;
      if (setting.trees) {
        const { count: n, ...o } = setting.trees;
        const key = `${fold} ${JSON.stringify(o)}`;
        if (!grown.has(key)) grown.set(key, learnTrees(train.map(trainView), w, maxTrees, o));
        trees = grown.get(key)!.slice(0, n);
      }
      const b = count(test, null);
      const a = count(test, { w, trees });
      const lin = linearCounts.get(fold)!;
      for (let k = 0; k < 4; k++) {
        before[k]! += b[k]!;
        after[k]! += a[k]!;
      }
      if (a[3] < b[3]) down.push(`${fold} loses top-10`);
      if (setting.trees && (a[2] < lin[2] || a[3] < lin[3])) down.push(`${fold} top-3 ${a[2] - lin[2]} top-10 ${a[3] - lin[3]} against linear`);
      const vs = setting.trees ? `, linear ${lin[1] - b[1] >= 0 ? '+' : ''}${lin[1] - b[1]}` : '';
      console.log(`  ${fold.padEnd(8)} ${String(b[0]).padStart(4)}  ${fmt(b).padEnd(20)} -> ${fmt(a)}  (top-1 ${a[1] - b[1] >= 0 ? '+' : ''}${a[1] - b[1]}${vs})`);
    }
    const line = `L2 ${l2}, ${setting.name}: ${fmt(before)} -> ${fmt(after)} (${after.slice(1).join(' / ')}; top-1 ${after[1] - before[1] >= 0 ? '+' : ''}${after[1] - before[1]})${down.length ? ` [${down.join('; ')}]` : ''}`;
    console.log(`  all      ${String(before[0]).padStart(4)}  ${line}`);
    summary.push(line);
  }
}
console.log(`\nsummary:\n${summary.map((l) => `  ${l}`).join('\n')}`);

const last = settings[settings.length - 1]!.trees;
const final = NO_BASE && last ? new Array<number>(RERANK_SIZE).fill(0) : learn(items, L2S[0]!);
const finalTrees = last ? learnTrees(items.map(trainView), final, last.count, last) : null;
const all = count(items, { w: final, trees: finalTrees });
console.log(`\ntrained on all (L2 ${L2S[0]}${last ? `, ${settings[settings.length - 1]!.name}` : ''}): ${fmt(count(items, null))} -> ${fmt(all)} (in-sample)`);
console.log(`weights:\n${RERANK_FEATURES.map((f, j) => `  ${f.padEnd(20)} ${final[j]!.toPrecision(4)}`).join('\n')}`);

if (args.includes('--write')) {
  const file = join(import.meta.dirname, '..', 'lib', 'search', 'ranking.ts');
  const src = readFileSync(file, 'utf8');
  const list = final.map((v) => Number(v.toPrecision(4))).join(', ');
  const out = src
    .replace(/export const RERANK_TOP = \d+;/, `export const RERANK_TOP = ${TOP};`)
    .replace(/export const RERANK_BAND = [\d.]+;/, `export const RERANK_BAND = ${BAND_ARG};`)
    .replace(/export const RERANK_REACH = [\w.]+;/, `export const RERANK_REACH = ${REACH};`)
    .replace(/export const RERANK_LEAN = \w+;/, `export const RERANK_LEAN = ${LEAN};`)
    .replace(/export const RERANK: readonly number\[\] \| null = [^;]*;/, `export const RERANK: readonly number[] | null = [${list}];`);
  writeFileSync(file, out);
  console.log(`written: ${file}`);
}
