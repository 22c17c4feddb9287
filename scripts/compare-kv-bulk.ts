/**
 * Compares two content builds' KV payloads (dist/kv-bulk.json files) key by
 * key, with the content-version prefix taken off the keys: what changed
 * between them, for a change meant to keep the output byte-identical (or
 * to change only where intended). Prints the counts and the first keys of
 * each kind; exits 1 when any value differs.
 *
 * Usage: npx tsx scripts/compare-kv-bulk.ts before.json after.json
 */
import { readFileSync } from 'node:fs';

type Entry = { key: string; value: string };

/** Key without its content-version prefix (`<version>:en:/x/...` -> `en:/x/...`). */
const unversioned = (key: string) => key.slice(key.indexOf(':') + 1);

/** The entries of a kv-bulk.json by unversioned key; record values have their own version fields dropped. */
function load(file: string): Map<string, string> {
  const entries = JSON.parse(readFileSync(file, 'utf8')) as Entry[];
  return new Map(entries.map((e) => [unversioned(e.key), e.value]));
}

export function compare(before: Map<string, string>, after: Map<string, string>): { changed: string[]; added: string[]; removed: string[] } {
  const changed: string[] = [];
  const removed: string[] = [];
  for (const [key, value] of before) {
    const other = after.get(key);
    if (other === undefined) removed.push(key);
    else if (other !== value) changed.push(key);
  }
  const added = [...after.keys()].filter((k) => !before.has(k));
  return { changed, added, removed };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const [a, b] = process.argv.slice(2);
  if (!a || !b) {
    console.error('usage: compare-kv-bulk before.json after.json');
    process.exit(2);
  }
  const before = load(a);
  const after = load(b);
  const { changed, added, removed } = compare(before, after);
  console.log(`${before.size} entries before, ${after.size} after: ${changed.length} changed, ${added.length} added, ${removed.length} removed`);
  for (const [name, keys] of Object.entries({ changed, added, removed })) for (const k of keys.slice(0, 10)) console.log(`  ${name}: ${k}`);
  process.exit(changed.length + added.length + removed.length ? 1 : 0);
}
