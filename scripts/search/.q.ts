import { readFileSync } from 'node:fs';
import { SearchIndex } from '/work/main/lib/search';
const b = JSON.parse(readFileSync('/work/main/dist/kv-bulk.json', 'utf8')) as { key: string; value: string }[];
const idx = new SearchIndex(JSON.parse(b.find((e) => e.key.endsWith(':search-index'))!.value));
for (const q of process.argv.slice(2)) {
  const [query, product] = q.split('@');
  const r = idx.search(query!, { product: product as never });
  console.log(`== ${q}`);
  for (const x of r.slice(0, 4)) console.log('  ', x.path, '|', x.title, '|', x.heading);
}
