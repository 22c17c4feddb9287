/**
 * `npm run deploy` / `npm run rollback` with the real wrangler CLI against
 * the local Cloudflare API stand-in (scripts/deploy/cf-standin.ts), no
 * account: a small synthetic project (a tiny worker, four pages) goes
 * through first deploy, prose edit, code-only deploy (with a new client
 * file: the old one is carried into the upload) and rollback; the
 * stand-in's record says what was written, uploaded, deleted and deployed,
 * in which order. A refused config uploads nothing. The dry run of the real build
 * (dist/, worker/generated) makes no call and plans every value.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueHash } from '../kv-batches';
import { deploy, parseArgs } from '../deploy';
import { rollback } from '../rollback';
import { startStandIn, type StandIn } from './cf-standin';
import { EXAMPLE_KV_NAMESPACE, exampleConfig } from './example-config';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..', '..');
const NS = EXAMPLE_KV_NAMESPACE;
const TOML = exampleConfig;

/** Writes a production build of `pages` (path -> body) and worker `code` into `root`, as scripts/build.ts lays it out. */
function writeBuild(root: string, pages: Record<string, string>, code: string): string {
  const payload = Object.entries(pages).flatMap(([path, body]) => [
    { name: `en:${path}`, value: JSON.stringify({ path, title: path }) },
    { name: `en:${path}#html`, value: body },
  ]);
  const version = valueHash(JSON.stringify(payload)).slice(0, 12);
  const manifest = Object.fromEntries(payload.map((p) => [p.name, valueHash(p.value)]));
  mkdirSync(join(root, 'worker', 'generated'), { recursive: true });
  mkdirSync(join(root, 'dist', 'worker'), { recursive: true });
  writeFileSync(join(root, 'dist', 'kv-bulk.json'), JSON.stringify(payload.map((p) => ({ key: `${version}:${p.name}`, value: p.value }))));
  writeFileSync(join(root, 'worker', 'generated', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(root, 'worker', 'generated', 'site.json'), JSON.stringify({ contentVersion: version, kvPrefix: version }));
  writeFileSync(join(root, 'worker', 'generated', 'build.json'), JSON.stringify({ id: valueHash(code + version) }));
  writeFileSync(join(root, 'dist', 'worker', 'index.js'), `// ${version}\n${code}\n//# sourceMappingURL=index.js.map\n`);
  writeFileSync(join(root, 'dist', 'worker', 'index.js.map'), JSON.stringify({ version: 3, sources: ['../../worker/index.ts'], names: [], mappings: 'AAAA' }));
  return version;
}

let api: StandIn;
let root: string;
const saved: Record<string, string | undefined> = {};
const logs: string[] = [];
const run = (...argv: string[]) => deploy(parseArgs(['--root', root, '--skip-build', ...argv]), (s) => logs.push(s));
const kinds = (from: number) => api.calls.filter((c) => c.seq > from && c.kind !== 'unknown').map((c) => c.kind);
const valueKeys = () => [...(api.kv.get(NS)?.keys() ?? [])].filter((k) => k.startsWith('v:'));

const PAGES = { '/x/a': '<p>alpha</p>', '/x/b': '<p>bravo</p>', '/x/c': '<p>charlie</p>', '/x/d': '<p>delta</p>' };
const WORKER = 'export default { fetch() { return new Response("docs"); } };';

beforeAll(async () => {
  api = await startStandIn({ secrets: ['FEEDBACK_HASH_KEY'] });
  for (const k of ['CLOUDFLARE_API_BASE_URL', 'CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID']) saved[k] = process.env[k];
  Object.assign(process.env, { CLOUDFLARE_API_BASE_URL: api.url, CLOUDFLARE_API_TOKEN: 'stand-in-token', CLOUDFLARE_ACCOUNT_ID: 'account' });
  root = mkdtempSync(join(tmpdir(), 'deploy-'));
  mkdirSync(join(root, 'public', 'build'), { recursive: true });
  writeFileSync(join(root, 'public', 'build', 'app-1.js'), 'app');
  cpSync(join(ROOT, 'migrations'), join(root, 'migrations'), { recursive: true });
  writeFileSync(join(root, 'wrangler.toml'), TOML('https://docs.example.com'));
});

afterAll(async () => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

describe('deploy sequences through the real wrangler CLI', () => {
  it('refuses a loopback SITE_URL and a missing secret before uploading anything', async () => {
    writeFileSync(join(root, 'wrangler.toml'), TOML('http://127.0.0.1:8787'));
    writeBuild(root, PAGES, WORKER);
    api.secrets.length = 0;
    expect(await run()).toBe(1);
    expect(logs.at(-1)).toMatch(/loopback[\s\S]*fix: set \[vars\] SITE_URL[\s\S]*FEEDBACK_HASH_KEY is not set[\s\S]*fix: run `openssl rand/);
    // Only reads (run at once): no write, upload or deploy.
    expect(new Set(kinds(0))).toEqual(new Set(['secrets.list', 'kv.get', 'kv.list']));
    api.secrets.push('FEEDBACK_HASH_KEY');
    writeFileSync(join(root, 'wrangler.toml'), TOML('https://docs.example.com'));
  }, 120_000);

  it('first deploy: migrations, every value, then the worker, then the history; nothing deleted', async () => {
    const from = api.calls.length;
    const version = writeBuild(root, PAGES, WORKER);
    expect(await run()).toBe(0);
    const k = kinds(from);
    const firstPut = k.indexOf('kv.put');
    expect(k.lastIndexOf('d1.query')).toBeLessThan(firstPut);
    expect(firstPut).toBeLessThan(k.indexOf('version.upload'));
    expect(k.indexOf('version.upload')).toBeLessThan(k.indexOf('deploy'));
    expect(k).not.toContain('kv.delete');
    const puts = api.calls.filter((c) => c.seq > from && c.kind === 'kv.put');
    expect(puts[0]!.detail).toHaveLength(8);
    expect(puts.at(-1)!.detail).toEqual(['deploy:history']);
    expect(valueKeys()).toHaveLength(8);
    expect(api.sql.some((s) => /CREATE TABLE/i.test(s) && /feedback/i.test(s))).toBe(true);
    expect(api.versions.at(-1)!.tag).toBe(version);
    expect(api.deployments.at(-1)!.versions).toEqual([{ version_id: api.versions.at(-1)!.id, percentage: 100 }]);
    expect(api.versions.at(-1)!.assets).toEqual(['/build/app-1.js']);
    // The source map goes up with the worker (upload_source_maps).
    expect(api.versions.at(-1)!.modules).toEqual(expect.arrayContaining(['index.js', 'index.js.map']));
  }, 600_000);

  it('a one-paragraph prose edit writes one value; a code-only deploy writes none', async () => {
    let from = api.calls.length;
    writeBuild(root, { ...PAGES, '/x/b': '<p>bravo, edited</p>' }, WORKER);
    expect(await run()).toBe(0);
    let puts = api.calls.filter((c) => c.seq > from && c.kind === 'kv.put');
    expect(puts.map((c) => c.detail.length)).toEqual([1, 1]);
    expect(puts.at(-1)!.detail).toEqual(['deploy:history']);
    expect(kinds(from)).not.toContain('kv.delete');

    from = api.calls.length;
    // A code-only deploy with a new client file: the old one is carried into the upload for tabs opened before.
    writeBuild(root, { ...PAGES, '/x/b': '<p>bravo, edited</p>' }, `${WORKER}\n// code change`);
    rmSync(join(root, 'public', 'build', 'app-1.js'));
    writeFileSync(join(root, 'public', 'build', 'app-2.js'), 'app, changed');
    expect(await run()).toBe(0);
    puts = api.calls.filter((c) => c.seq > from && c.kind === 'kv.put');
    expect(puts.map((c) => c.detail)).toEqual([['deploy:history']]);
    expect(api.versions).toHaveLength(3);
    expect(api.versions.at(-1)!.assets).toEqual(['/build/app-1.js', '/build/app-2.js']);
    expect(logs.join('\n')).toMatch(/static assets: 1 client files \+ 1 carried \(1 from the mirror, 0 fetched\)/);
  }, 600_000);

  it('rollback deploys the previous worker version and writes no value', async () => {
    expect(api.versions).toHaveLength(3);
    const from = api.calls.length;
    const [previous] = api.versions.slice(-2);
    expect(await rollback(['--root', root], (s) => logs.push(s))).toBe(0);
    expect(api.deployments.at(-1)!.versions).toEqual([{ version_id: previous!.id, percentage: 100 }]);
    expect(api.calls.filter((c) => c.seq > from && c.kind === 'kv.put').map((c) => c.detail)).toEqual([['deploy:history']]);
    // The content the previous worker names is all there.
    const history = JSON.parse(api.kv.get(NS)!.get('deploy:history')!) as { versions: { workerVersionId: string; manifest: Record<string, string> }[] };
    expect(history.versions[0]!.workerVersionId).toBe(previous!.id);
    for (const h of Object.values(history.versions[0]!.manifest)) expect(api.kv.get(NS)!.has(`v:${h}`)).toBe(true);
  }, 120_000);

  it('deletes what no kept version references, only after the new worker is deployed; a dry run calls nothing', async () => {
    let from = api.calls.length;
    const pages = { ...PAGES, '/x/b': '<p>bravo, edited</p>', '/x/c': '<p>charlie, edited</p>' };
    writeBuild(root, pages, WORKER);
    expect(await run('--keep', '1')).toBe(0);
    const k = kinds(from);
    expect(k.indexOf('kv.delete')).toBeGreaterThan(k.lastIndexOf('deploy'));
    expect(k.indexOf('kv.delete')).toBeGreaterThan(k.lastIndexOf('kv.put'));
    // Only the live version's values are left: the original and the first edit of /x/b, /x/c are gone.
    const history = JSON.parse(api.kv.get(NS)!.get('deploy:history')!) as { versions: { manifest: Record<string, string> }[] };
    // Keep 1: no older version, nothing carried.
    expect(api.versions.at(-1)!.assets).toEqual(['/build/app-2.js']);
    expect(valueKeys().sort()).toEqual([...new Set(Object.values(history.versions[0]!.manifest))].map((h) => `v:${h}`).sort());
    from = api.calls.length;
    writeBuild(root, { ...pages, '/x/c': '<p>four</p>' }, WORKER);
    expect(await run('--dry-run', '--keep', '1')).toBe(0);
    expect(api.calls.length).toBe(from);
    expect(logs.at(-1)).toMatch(/KV writes: 1 values[\s\S]*KV deletes after the new worker is live: 1 keys/);
  }, 600_000);
});

describe('the real build', () => {
  it('a dry run of the real build output plans every distinct value, without a network call', async () => {
    const state = mkdtempSync(join(tmpdir(), 'deploy-state-'));
    const config = join(ROOT, '.deploy-standin.toml');
    const out: string[] = [];
    try {
      writeFileSync(
        config,
        TOML('https://docs.example.com')
          .replace('dist/worker/index.js', 'dist/worker/index.js')
          .replace(/^\[assets\][\s\S]*?binding = "ASSETS"\n/m, ''),
      );
      const from = api.calls.length;
      expect(await deploy(parseArgs(['--root', ROOT, '--config', config, '--state', state, '--skip-build', '--dry-run']), (s) => out.push(s))).toBe(0);
      expect(api.calls.length).toBe(from);
      const plan = out.join('\n');
      expect(plan).toMatch(/previous none: first deploy/);
      const writes = Number(/KV writes: (\d+) values/.exec(plan)?.[1]);
      expect(writes).toBeGreaterThan(1000);
      console.log(
        plan
          .split('\n')
          .filter((l) => !/^\s+[+-] /.test(l))
          .join('\n'),
      );
    } finally {
      rmSync(config, { force: true });
      rmSync(state, { recursive: true, force: true });
    }
  }, 120_000);
});
