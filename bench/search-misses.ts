/**
 * `npx tsx bench/search-misses.ts [sets]`: every top-1 miss of the development sets, classed by the stage
 * that decided it and by what kind of page came first (issue 37: fix causes, not queries).
 *
 * Each query is searched twice on indexes rebuilt from .cache/search/inputs.json: as shipped, and with the
 * second stage off (its candidates traced with no band). The stage: S1 the right page is not in the first
 * stage's top 10; S2 the second stage did not run (a name's or a title's query) or the first result stood
 * alone in its band; S3 the right page was below the band (RERANK_BAND); S4 it was inside the band and the
 * second stage kept another page first; S5 the first stage had it first and the second stage moved it
 * down. What came first: an API page, another product's page, a migration guide (or not the wanted one),
 * a parent, child or sibling page of the wanted one, or another guide of the same product (by one of its
 * sections or as a whole). Sets are given by suffix (`8,9,errors-4,zh-dev-5`; default the sets written
 * since session 12); set 7 (`HELD_OUT`) is never read. `--list` prints every miss under its class; `--kind=error`
 * reads only the queries of that kind.
 */
import { SearchIndex, searchLocaleOf, withEnglishApiRows } from '../lib/search';
import { RERANK_BAND } from '../lib/search/ranking';
import { RERANK_SIZE } from '../lib/search/rerank';
import { HELD_OUT, loadIndexTexts, loadSet } from './search-quality';

const args = process.argv.slice(2);
const names = (args.find((a) => !a.startsWith('--')) ?? '8,9,10,11,12,13,14,15,16,errors-4,zh-dev-4,zh-dev-5').split(',');
const kindArg = args.find((a) => a.startsWith('--kind='))?.slice('--kind='.length);
const sets = names.map((s) => (s === '1' ? 'search-queries.json' : `search-queries-${s}.json`)).filter((s) => s !== HELD_OUT);

const texts = loadIndexTexts(true);
const shipped = { en: new SearchIndex(texts.en), zh: new SearchIndex(texts.zh) };
const first = { en: new SearchIndex(texts.en), zh: new SearchIndex(texts.zh) };
let trace: { x: Float64Array; ids: number[] } | undefined;
for (const index of Object.values(first)) {
  index.rerankWeights = null;
  index.rerankBand = Infinity;
  index.rerankTrace = (x, ids) => (trace = { x: x.slice(), ids: [...ids] });
}

const productOf = (path: string) => /data-grid|date-pickers|charts|tree-view/.exec(path)?.[0] ?? 'general';
const page = (path: string) => path.split('#')[0]!;

/** What kind of page came first instead of the wanted ones. */
function above(top: string | undefined, want: string[]): string {
  if (!top) return 'nothing';
  const p = page(top);
  const migration = (x: string) => x.includes('/migration/');
  if (p.includes('/api/') && !want.some((w) => w.includes('/api/'))) return 'an API page above a guide';
  if (productOf(p) !== 'general' && want.every((w) => productOf(w) !== 'general' && productOf(w) !== productOf(p))) return "another product's page";
  if (migration(p) && !want.some(migration)) return 'a migration guide above the current docs';
  if (!migration(p) && want.some(migration)) return 'the current docs above a wanted migration guide';
  if (migration(p)) return 'another migration guide';
  const parent = (x: string) => x.slice(0, x.lastIndexOf('/'));
  if (want.some((w) => p.startsWith(`${w}/`) || w.startsWith(`${p}/`) || (parent(p) === parent(w) && p.split('/').length > 4))) return 'a parent, child or sibling page';
  return top.includes('#') ? 'another guide of the product, by one section' : 'another guide of the product, as a whole';
}

const byStage = new Map<string, number>();
const byAbove = new Map<string, string[]>();
let total = 0;
for (const set of sets) {
  for (const query of loadSet(set)) {
    if (kindArg && query.kind !== kindArg) continue;
    total++;
    const options = query.product ? { product: query.product } : {};
    const locale = searchLocaleOf(query.q);
    const got = withEnglishApiRows(shipped[locale].search(query.q, options), shipped.en, query.q, options);
    const right = (r: { path: string }) => query.want.includes(page(r.path));
    if (got.findIndex(right) === 0) continue;
    trace = undefined;
    const rank = withEnglishApiRows(first[locale].search(query.q, options), first.en, query.q, options).findIndex(right);
    // (Set by the trace callback during the search above.)
    const seen = trace as { x: Float64Array; ids: number[] } | undefined;
    let band = 0;
    if (seen) while (band < seen.ids.length && seen.x[band * RERANK_SIZE]! >= -RERANK_BAND) band++;
    const stage =
      rank === 0
        ? 'S5 the second stage moved the first stage\u2019s right first result down'
        : rank < 0 || rank >= 10
          ? 'S1 not in the first stage\u2019s top 10'
          : band < 2
            ? 'S2 the first stage alone (no second stage, or a band of one)'
            : rank >= band
              ? 'S3 below the second stage\u2019s band'
              : 'S4 in the band, the second stage kept another page first';
    byStage.set(stage, (byStage.get(stage) ?? 0) + 1);
    const kind = above(got[0]?.path, query.want);
    byAbove.set(kind, [
      ...(byAbove.get(kind) ?? []),
      `${stage.slice(0, 2)} ${set.replace(/search-queries-?|\.json/g, '') || '1'} ${JSON.stringify(query.q.slice(0, 90))} -> ${query.want[0]}, got ${got[0]?.path ?? '-'}`,
    ]);
  }
}
const misses = [...byStage.values()].reduce((a, b) => a + b, 0);
console.log(`search misses: ${misses} of ${total} queries not first (${sets.length} sets, set 7 not read)\n\nby stage:`);
for (const [stage, n] of [...byStage].sort()) console.log(`  ${String(n).padStart(4)}  ${stage}`);
console.log('\nby what came first:');
for (const [kind, list] of [...byAbove].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`  ${String(list.length).padStart(4)}  ${kind}`);
  if (args.includes('--list')) for (const line of list) console.log(`          ${line}`);
}
