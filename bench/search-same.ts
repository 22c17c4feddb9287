/**
 * bench/search-same: whether an engine change leaves every result list as it was (for a change meant to be
 * faster, not to rank otherwise). `--write <file>` saves the full results (paths, anchors, titles, snippets,
 * in order) of every development set's queries (not the held-out set 7: its count only) and of the speed
 * bench's queries (bench/search-cpu.ts); `--check <file>` runs them again and
 * prints each development query whose list differs (set 7's: how many differ, no query named). Exits 1 on
 * any difference. `--rebuild` reads indexes built afresh from the cached inputs (a change to the index
 * format), else the last build's (bench/search-quality.ts `loadIndexTexts`).
 *
 * Usage: npx tsx bench/search-same.ts --write .cache/search-same.json, change the engine, then
 * npx tsx bench/search-same.ts --check .cache/search-same.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { SearchIndex, searchLocaleOf } from '../lib/search';
import { BASE_QUERIES, CHINESE, benchQueries } from './search-cpu';
import { HELD_OUT, SETS, loadIndexTexts, loadSet, type Query } from './search-quality';

const args = process.argv.slice(2);
const write = args.includes('--write') ? args[args.indexOf('--write') + 1] : undefined;
const check = args.includes('--check') ? args[args.indexOf('--check') + 1] : undefined;
if (!write === !check) throw new Error('usage: npx tsx bench/search-same.ts (--write | --check) <file> [--rebuild]');

const texts = loadIndexTexts(args.includes('--rebuild'));
const indexes = { en: new SearchIndex(texts.en), zh: new SearchIndex(texts.zh) };
const run = (q: Query) => JSON.stringify(indexes[searchLocaleOf(q.q)].search(q.q, q.product ? { product: q.product } : {}));

const lists: Record<string, string[]> = {};
for (const set of SETS) lists[set] = loadSet(set).map(run);
const bench: Query[] = [...benchQueries(), ...BASE_QUERIES, ...CHINESE].map((q) => ({ q, kind: '', want: [] }));
// (A product as the dialog sends it, and its filter.)
bench.push({ q: 'filter', kind: '', want: [], product: 'x-data-grid' }, { q: 'time zone', kind: '', want: [], product: 'x-date-pickers' });
lists['bench'] = bench.map(run);
lists['bench-only'] = [JSON.stringify(indexes.en.search('time zone', { product: 'x-date-pickers', only: true }))];

if (write) {
  writeFileSync(write, JSON.stringify(lists));
  console.log(`wrote ${Object.values(lists).reduce((n, l) => n + l.length, 0)} result lists to ${write}`);
} else {
  const before = JSON.parse(readFileSync(check!, 'utf8')) as Record<string, string[]>;
  let differ = 0;
  let total = 0;
  for (const [set, now] of Object.entries(lists)) {
    const then = before[set] ?? [];
    const queries = set.startsWith('bench') ? undefined : loadSet(set);
    let n = 0;
    for (let i = 0; i < Math.max(now.length, then.length); i++) {
      total++;
      if (now[i] === then[i]) continue;
      n++;
      if (set !== HELD_OUT) console.log(`  differs: ${set} ${JSON.stringify(queries ? queries[i]?.q : set === 'bench' ? bench[i]?.q : i)}`);
    }
    if (n && set === HELD_OUT) console.log(`  differs: ${n} of ${set}'s result lists`);
    differ += n;
  }
  console.log(differ ? `${differ} of ${total} result lists differ` : `all ${total} result lists identical`);
  process.exitCode = differ ? 1 : 0;
}
