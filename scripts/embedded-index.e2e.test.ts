/**
 * The production worker carries the search indexes (scripts/build-worker.ts):
 * the bundle imports them as text modules from beside it, Miniflare loads
 * them as wrangler uploads them, and search answers with no index in KV.
 * Needs `npm run build` (the test command builds first).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_INDEX_FILES } from '../lib/generated';
import { serve, workerModules, type Server } from './serve';
import { configWithoutBuild } from './worker-types';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const BUNDLE = join(ROOT, 'dist', 'worker', 'index.js');
let server: Server;

beforeAll(async () => {
  // KV left empty: nothing the worker answers below may come from it.
  server = await serve({ port: 0, persist: false, vars: { ALLOW_CACHE_BYPASS: 'true' } });
}, 120_000);

afterAll(async () => {
  await server?.dispose();
});

describe('the search indexes inside the production worker', () => {
  it('the bundle imports each index as a text module that the build put beside it, byte for byte the generated one', () => {
    const { modules } = workerModules(BUNDLE);
    expect(modules.map((m) => `${m.type} ${m.path.split('/').pop()}`)).toEqual(['ESModule index.js', ...Object.values(EMBEDDED_INDEX_FILES).map((f) => `Text ${f}`)]);
    for (const file of Object.values(EMBEDDED_INDEX_FILES)) {
      const beside = readFileSync(join(ROOT, 'dist', 'worker', file), 'utf8');
      expect(beside.startsWith('MUIXSEARCH6\n')).toBe(true);
      expect(beside).toBe(readFileSync(join(ROOT, 'worker', 'generated', file), 'utf8'));
    }
  });

  it('the English index is parsed as the isolate starts, before any search (worker/search/load.ts loadAtStart); the Chinese one is not', async () => {
    const probe = async (q: string) => (await (await fetch(`${server.url}/x/__bench/search?q=${encodeURIComponent(q)}&n=0`)).json()) as { loaded?: boolean };
    expect(await probe('')).toMatchObject({ embedded: true, loaded: true });
    expect(await probe('排序')).toMatchObject({ embedded: true, loaded: false });
  });

  it('search.json answers in English and Chinese with an empty KV, and the worker says it read no KV', async () => {
    const en = await fetch(`${server.url}/x/search.json?q=sorting`);
    expect(en.status).toBe(200);
    const hits = ((await en.json()) as { results: { path: string }[] }).results;
    expect(hits.map((h) => h.path)).toContain('/x/react-data-grid/sorting');
    const zh = await fetch(`${server.url}/x/search.json?q=${encodeURIComponent('排序')}&locale=zh`);
    expect(zh.status).toBe(200);
    expect(((await zh.json()) as { results: unknown[] }).results.length).toBeGreaterThan(0);
    const probe = await fetch(`${server.url}/x/__bench/search?q=&n=0`);
    expect(await probe.json()).toMatchObject({ embedded: true });
  });

  it('the sitemap lists every page of the carried index without KV', async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain('/x/react-data-grid/sorting</loc>');
    expect(xml.match(/<loc>/g)?.length ?? 0).toBeGreaterThan(300);
  });

  it('wrangler uploads the indexes with the bundle (deploy --dry-run writes the modules it would upload)', () => {
    const out = mkdtempSync(join(tmpdir(), 'dry-run-'));
    const config = join(ROOT, `.wrangler-dry-run-${process.pid}.toml`);
    try {
      // Without wrangler.toml's [build] step (a build check and the seeding of wrangler's local state, which
      // the wrangler dev test may be doing at the same moment): the bundle is already built.
      writeFileSync(config, configWithoutBuild(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')));
      const res = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', `--config=${config}`, '--outdir', out], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      });
      expect(res.status, res.stderr).toBe(0);
      for (const file of ['index.js', ...Object.values(EMBEDDED_INDEX_FILES)]) expect(existsSync(join(out, file)), file).toBe(true);
      expect(res.stdout).toMatch(/search-index-en\.txt\s*│\s*text/);
    } finally {
      rmSync(out, { recursive: true, force: true });
      rmSync(config, { force: true });
    }
  }, 120_000);
});
