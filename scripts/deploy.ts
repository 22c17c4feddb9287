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
import { readFileSync } from 'node:fs';
import { buildAll } from './build';

function wrangler(args: string[]): void {
  const res = spawnSync('npx', ['wrangler', ...args], { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
  if (res.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed`);
}

const version = await buildAll(true);
const meta = JSON.parse(readFileSync('dist/content-meta.json', 'utf8')) as { entries: number };
console.log(`deploy: pushing ${meta.entries} KV entries of content version ${version}`);
wrangler(['kv', 'bulk', 'put', 'dist/kv-bulk.json', '--binding', 'PAGES', '--remote']);
wrangler(['deploy']);
console.log(`deploy: worker now serves content version ${version}`);
