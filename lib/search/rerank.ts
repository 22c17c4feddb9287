/**
 * A second stage of the ranking: the first RERANK_TOP results of a query (ordered by search-index.ts's
 * scores) are re-ordered by a linear score over facts of the query and of each page (its first-stage
 * score and rank, its kind, where the query's words sit on it, its product), with weights learned from
 * the development sets by bench/search-rerank.ts (pairwise logistic regression, judged by leaving one
 * set out) and written into lib/search/ranking.ts (`RERANK`). Results below the first RERANK_TOP keep
 * their place. Cheap: a few dozen numbers per result, only for the first few.
 */

/** What the query is, as the first stage read it. */
export interface RerankQuery {
  /** Words the query kept. */
  tokens: number;
  /** A question (three words or more, or a question's lead) or a pasted error. */
  prose: boolean;
  error: boolean;
  cjk: boolean;
  /** An API name (one word, typed in its case, or one piece of code). */
  apiName: boolean;
  /** Typed in its case (`valueGetter`). */
  cased: boolean;
  /** The query names a product (`data grid`, `LineChart`). */
  named: boolean;
  /** It speaks of versions (`upgrade`, `v7`): migration guides are answers; it asks for a demo (`example`). */
  versions: boolean;
  demos: boolean;
}

/** Facts of one result (its page) that the index and the first stage know. */
export interface RerankPage {
  /** First-stage rank (0 first), score, and query words matched (names: the first sort key). */
  rank: number;
  score: number;
  matched: number;
  api: boolean;
  archive: boolean;
  collection: boolean;
  /** 1: other pages sit under it; 2: a product's start page. */
  overview: number;
  /** Path segments (3 for a product's pages). */
  depth: number;
  /** Sections of the page, and those that hold a query word. */
  sections: number;
  matchedSections: number;
  /** Words of the page's own title, and query words its titles hold. */
  titleWords: number;
  titleMatched: number;
  /** Query words the page has anywhere; in one heading at most; in its best section. */
  pageMatched: number;
  headingHit: number;
  bestCount: number;
  /** The result points at a section, not at the page's start. */
  sectionHit: boolean;
  /** Query words the page's description says. */
  descCount: number;
  /** Share of the query words' rarity the page has. */
  rareShare: number;
  /** Of the product the query names; of another than the one it names; of the reader's product. */
  namedProduct: boolean;
  otherProduct: boolean;
  readerProduct: boolean;
  /** Merged API variants (DataGrid / Pro / Premium) it stands for. */
  variants: number;
  /** Longest run of query words a heading says side by side, in order. */
  headingPhrase: number;
  /** The one guide whose whole title the question says; a page one of whose titles the query is; the guide of the component the query names. */
  saidTitle: boolean;
  topic: boolean;
  componentPage: boolean;
  /** Query words some heading or member of the page holds (any of them); its title's share of the query's title weight. */
  placedWords: number;
  titleScore: number;
  /**
   * A guide that the API page of a component the query names in one word lists in its Demos section: 1 over the
   * number of guides that page lists (`LinePlot …`: Lines, 1; `BarChart …`: Bars, 1/14), 0 for other pages.
   */
  demoGuide: number;
}

/** The features, in the order of `RERANK` (lib/search/ranking.ts). */
export const RERANK_FEATURES = [
  'score',
  'matchedGap',
  'rankRecip',
  'api',
  'apiProse',
  'apiCased',
  'apiError',
  'archive',
  'collection',
  'overview',
  'startPage',
  'depth',
  'sectionsLog',
  'titleShare',
  'titleFull',
  'titleSaid',
  'headingShare',
  'bestShare',
  'pageShare',
  'sectionHit',
  'descShare',
  'rareShare',
  'namedProduct',
  'otherProduct',
  'readerProduct',
  'matchedSectionsLog',
  'variants',
  'cjkTitle',
  'proseTitle',
  'errorRare',
  'proseSection',
  'spread',
  'rankFirst',
  'proseScore',
  'errorScore',
  'cjkScore',
  'headingPhrase',
  'saidTitle',
  'topic',
  'componentPage',
  'apiLong',
  'placedShare',
  'titleScore',
  'demoGuide',
  'cjkDesc',
  'wordsPage',
] as const;
export const RERANK_SIZE = RERANK_FEATURES.length;

/**
 * Writes the features of `page` into `out` from `at`. `top` is the first result's score and matched count
 * (the features are relative to it: a query's scores have no scale of their own).
 */
export function rerankFeatures(q: RerankQuery, page: RerankPage, topScore: number, topMatched: number, out: Float64Array, at: number): void {
  const n = Math.max(1, q.tokens);
  const ratio = page.score > 0 && topScore > 0 ? Math.log(page.score / topScore) : -12;
  const titleShare = Math.min(1, page.titleMatched / n);
  const rare = Math.min(1, Math.max(0, page.rareShare));
  const prose = q.prose && !q.error ? 1 : 0;
  const api = page.api ? 1 : 0;
  out[at] = ratio < -12 ? -12 : ratio > 0 ? 0 : ratio;
  out[at + 1] = Math.max(-5, page.matched - topMatched);
  out[at + 2] = 1 / (1 + page.rank);
  out[at + 3] = api;
  out[at + 4] = api * prose;
  out[at + 5] = api * (q.cased ? 1 : 0);
  out[at + 6] = api * (q.error ? 1 : 0);
  out[at + 7] = page.archive && !q.versions ? 1 : 0;
  out[at + 8] = page.collection && !q.demos ? 1 : 0;
  out[at + 9] = page.overview === 1 ? 1 : 0;
  out[at + 10] = page.overview === 2 ? 1 : 0;
  out[at + 11] = Math.max(0, page.depth - 3);
  out[at + 12] = Math.log(1 + page.sections);
  out[at + 13] = titleShare;
  out[at + 14] = page.titleMatched >= n ? 1 : 0;
  out[at + 15] = page.titleWords > 0 ? Math.min(1, page.titleMatched / page.titleWords) : 0;
  out[at + 16] = Math.min(1, page.headingHit / n);
  out[at + 17] = Math.min(1, page.bestCount / n);
  out[at + 18] = Math.min(1, page.pageMatched / n);
  out[at + 19] = page.sectionHit ? 1 : 0;
  out[at + 20] = Math.min(1, page.descCount / n);
  out[at + 21] = rare;
  out[at + 22] = page.namedProduct ? 1 : 0;
  out[at + 23] = page.otherProduct ? 1 : 0;
  out[at + 24] = page.readerProduct ? 1 : 0;
  out[at + 25] = Math.log(1 + page.matchedSections);
  out[at + 26] = page.variants > 1 ? 1 : 0;
  out[at + 27] = q.cjk ? titleShare : 0;
  out[at + 28] = prose * titleShare;
  out[at + 29] = q.error ? rare : 0;
  out[at + 30] = prose * (page.sectionHit ? 1 : 0);
  out[at + 31] = page.sections > 0 ? page.matchedSections / page.sections : 0;
  out[at + 32] = page.rank === 0 ? 1 : 0;
  out[at + 33] = prose * out[at]!;
  out[at + 34] = q.error ? out[at]! : 0;
  out[at + 35] = q.cjk ? out[at]! : 0;
  out[at + 36] = Math.min(1, page.headingPhrase / n);
  out[at + 37] = page.saidTitle ? 1 : 0;
  out[at + 38] = page.topic ? 1 : 0;
  out[at + 39] = page.componentPage ? 1 : 0;
  out[at + 40] = api * Math.log(n);
  out[at + 41] = Math.min(1, page.placedWords / n);
  out[at + 42] = Math.min(1, Math.max(0, page.titleScore));
  out[at + 43] = Math.min(1, Math.max(0, page.demoGuide));
  // (A Chinese question's share of words the description says, again: one Chinese word is several bigrams (自定义标签:
  // 自定 定义 义标 标签), so a description that says a common word outweighs one that says the question's subject, more
  // than in English. `饼图 自定义标签`: Pie, not Legend, whose description says four of its five bigrams.)
  out[at + 44] = q.cjk ? out[at + 20]! : 0;
  // (The named component's page again when the query types no name as code: `add a clear button to the date picker`
  // asks about Date Picker, where `DatePicker not working in es-MX` asks about the locale the page merely uses.)
  out[at + 45] = page.componentPage && !q.cased ? 1 : 0;
}

/**
 * A regression tree over the features of one result (bench/search-rerank.ts `--model trees`; none shipped): a leaf's value, or
 * `[feature, threshold, tree where the feature is at most the threshold, tree where it is above]`.
 */
export type RerankTree = number | readonly [feature: number, threshold: number, atMost: RerankTree, above: RerankTree];

/** The value `tree` gives the result whose features start at `at` in `features`. */
export function treeValue(tree: RerankTree, features: Float64Array, at: number): number {
  let t = tree;
  while (typeof t !== 'number') t = features[at + t[0]]! <= t[1] ? t[2] : t[3];
  return t;
}

/**
 * The new order of the first `n` results, as indexes into them: by the weighted sum of their features
 * (`features`, `n` rows of RERANK_SIZE) plus the values of `trees` (bench/search-rerank.ts `--model trees`
 * judges them; the engine passes none), highest first; a tie keeps the first stage's order.
 */
export function rerankOrder(features: Float64Array, n: number, weights: readonly number[], trees: readonly RerankTree[] | null = null): number[] {
  const value = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let v = 0;
    const at = i * RERANK_SIZE;
    for (let j = 0; j < RERANK_SIZE; j++) v += (weights[j] ?? 0) * features[at + j]!;
    if (trees) for (const tree of trees) v += treeValue(tree, features, at);
    value[i] = v;
  }
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => value[b]! - value[a]! || a - b);
  return order;
}

/**
 * `order` (from `rerankOrder`) with the first stage's first result kept first before every page that the first stage's
 * rules the stage has no feature for lean to less (`leans`: the product of the factors those rules gave each result).
 */
export function keepFirst(order: number[], leans: readonly number[]): number[] {
  if (order[0] === 0 || order.length < 2) return order;
  const top = leans[0]! * (1 - 1e-9);
  const at = order.findIndex((i) => leans[i]! >= top);
  return at <= 0 ? order : [order[at]!, ...order.filter((_, k) => k !== at)];
}
