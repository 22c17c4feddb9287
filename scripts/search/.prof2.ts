import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { buildSearchArtifacts } from '/work/main/scripts/search/index';
import { SearchIndex } from '/work/main/lib/search';
if (!existsSync('/tmp/idx.json')) {
const a = JSON.parse(readFileSync('/work/main/dist/kv-bulk.json', 'utf8')) as { key: string; value: string }[];
const b = JSON.parse(readFileSync('/tmp/api-preview/kv-bulk.json', 'utf8')) as { key: string; value: string }[];
const records = [...a, ...b].filter((e) => !e.key.includes(':demo:') && !e.key.includes('search-index')).map((e) => JSON.parse(e.value));
const art = await buildSearchArtifacts({ records, log: () => {} });
writeFileSync('/tmp/idx.json', art.kv[0]!.value);
}
const idx = new SearchIndex(JSON.parse(readFileSync('/tmp/idx.json', 'utf8')));
const qs = ['DatePicker','date picker','datepikcer','pageSizeOptions','sorting','pagination','tree view','richtreeview','selection','datagr','bar chart','a','zzzz','the of and','row grouping aggregation premium','xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx','c','co','colum','columm','localisation','filtering operators custom', 'getRowIdFromRowIndx', 'lisence kye', 'x', 'da'];
for (let i = 0; i < 20; i++) for (const q of qs) idx.search(q);
const all: number[] = [];
for (const q of qs) { const t: number[] = []; for (let i = 0; i < 200; i++) { const c0 = process.cpuUsage(); idx.search(q); const c = process.cpuUsage(c0); t.push((c.user + c.system) / 1000); } t.sort((a, b) => a - b); all.push(...t); console.log(q.slice(0, 30).padEnd(30), 'p50', t[100]!.toFixed(3), 'p99', t[198]!.toFixed(3)); }
all.sort((a, b) => a - b); console.log('ALL p50', all[Math.floor(all.length / 2)]!.toFixed(3), 'p99', all[Math.floor(all.length * 0.99)]!.toFixed(3));
