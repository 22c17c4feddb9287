/**
 * Production deploy, atomic by construction: the build writes every record
 * under a new content version, the records are pushed to KV first, and only
 * then is the worker that reads that version deployed. Readers never see a
 * mix of two versions; the previous version's records stay for rollback.
 *
 * Needs a Cloudflare login (`wrangler login` or CLOUDFLARE_API_TOKEN) and
 * the real KV namespace id in wrangler.toml.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { buildAll } from './build';
import { kvBatches, type KvEntry } from './kv-batches';

function wrangler(args: string[]): void {
  const res = spawnSync('npx', ['wrangler', ...args], { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
  if (res.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed`);
}

const version = await buildAll(true);
const entries = JSON.parse(readFileSync('dist/kv-bulk.json', 'utf8')) as KvEntry[];
// One bulk request carries at most 10,000 pairs and 100 MB: push the content in requests that fit.
const batches = kvBatches(entries);
console.log(`deploy: pushing ${entries.length} KV entries of content version ${version} in ${batches.length} request(s)`);
batches.forEach((batch, i) => {
  const file = `dist/kv-bulk-${i + 1}.json`;
  writeFileSync(file, JSON.stringify(batch));
  wrangler(['kv', 'bulk', 'put', file, '--binding', 'PAGES', '--remote']);
});
wrangler(['deploy']);
console.log(`deploy: worker now serves content version ${version}`);
