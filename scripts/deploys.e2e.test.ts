/**
 * Two deploys against the same KV and Cache API storage: the built worker
 * (deploy A) and a copy of it that differs as a rebuild with a changed
 * client bundle would (deploy B: another asset file name, hence another
 * build id), run one after the other on workerd (scripts/serve.ts) over
 * one persisted state folder. B must never serve A's cached HTML nor
 * answer A's ETag with 304; A, started again on the same state, still
 * gets its own cached HTML and 304 (so the cache really is shared, and B
 * rendered because its key differs). Needs `npm run build` first.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_INDEX_FILES, type AssetsManifest, type BuildInfo } from '../lib/generated';
import { serve, type Server } from './serve';
import { toStored } from './stored-entries';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const PAGE = '/x/introduction/installation';

let state: string;
let bundleB: string;
let scriptA: string;
let scriptB: string;
let idA: string;
let server: Server | undefined;

/** Starts a deploy on the shared state. */
async function deploy(scriptPath?: string): Promise<Server> {
  await server?.dispose();
  server = await serve({ port: 0, persist: false, sharedState: state, ...(scriptPath ? { scriptPath } : {}) });
  return server;
}

async function get(headers: Record<string, string> = {}): Promise<{ status: number; etag: string | null; render: string | null; html: string }> {
  const res = await fetch(server!.url + PAGE, { headers });
  return { status: res.status, etag: res.headers.get('etag'), render: res.headers.get('x-render'), html: await res.text() };
}

/** The module scripts a page loads (listed for the inline loader on its docs-config element, client/inline/load.ts). */
function scriptsOf(html: string): string[] {
  return /<script id="docs-config" type="application\/json" data-scripts="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
}

/** Waits until the page answers from the rendered-HTML cache (the put runs after the answer). */
async function untilCached(): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if ((await get()).render === 'cache') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the page never came from the cache');
}

beforeAll(async () => {
  state = mkdtempSync(join(tmpdir(), 'deploys-'));
  const bundle = readFileSync(join(ROOT, 'dist', 'worker', 'index.js'), 'utf8');
  idA = (JSON.parse(readFileSync(join(ROOT, 'worker', 'generated', 'build.json'), 'utf8')) as BuildInfo).id;
  scriptA = (JSON.parse(readFileSync(join(ROOT, 'worker', 'generated', 'assets.json'), 'utf8')) as AssetsManifest).scripts[0]!;
  scriptB = scriptA.replace(/\.js$/, '-b.js');
  expect(bundle.split(idA).length - 1).toBeGreaterThan(0);
  expect(bundle).toContain(JSON.stringify(scriptA));
  // The second build: another asset name and the id of that bundle, as the worker build would give it.
  const renamed = bundle.replaceAll(JSON.stringify(scriptA), JSON.stringify(scriptB));
  const idB = createHash('sha256').update(renamed).digest('hex').slice(0, idA.length);
  bundleB = join(ROOT, 'dist', 'worker-deploy-b', 'index.js');
  mkdirSync(dirname(bundleB), { recursive: true });
  writeFileSync(bundleB, renamed.replaceAll(idA, idB));
  // The text modules the bundle imports (its search indexes) go with it, as wrangler uploads them.
  for (const file of Object.values(EMBEDDED_INDEX_FILES)) copyFileSync(join(ROOT, 'dist', 'worker', file), join(dirname(bundleB), file));

  // Deploy A seeds the one page the test reads into the shared KV.
  const a = await deploy();
  const entries = JSON.parse(readFileSync(join(ROOT, 'dist', 'kv-bulk.json'), 'utf8')) as { key: string; value: string }[];
  // Server.write retries a put that a loaded machine's socket drops ("other side closed").
  await a.write(
    toStored(
      ROOT,
      entries.filter((x) => x.key.endsWith(`:en:${PAGE}`) || x.key.endsWith(`:en:${PAGE}#html`)),
    ),
  );
}, 120_000);

afterAll(async () => {
  await server?.dispose();
  rmSync(state, { recursive: true, force: true });
  rmSync(dirname(bundleB), { recursive: true, force: true });
});

describe('two worker builds on the same KV and cache', () => {
  let etagA: string;

  it('deploy A renders, caches and revalidates its own HTML', async () => {
    const first = await get();
    expect(first.status).toBe(200);
    expect(scriptsOf(first.html)).toContain(scriptA);
    etagA = first.etag!;
    expect(etagA).toMatch(/^W\/"/);
    await untilCached();
    expect((await get({ 'If-None-Match': etagA })).status).toBe(304);
  });

  it('deploy B answers A’s ETag with 200 and its own HTML, never A’s cached render', async () => {
    await deploy(bundleB);
    const revalidated = await get({ 'If-None-Match': etagA });
    expect(revalidated.status).toBe(200);
    expect(revalidated.render).toBe('miss');
    expect(scriptsOf(revalidated.html)).toContain(scriptB);
    expect(scriptsOf(revalidated.html)).not.toContain(scriptA);
    expect(revalidated.etag).not.toBe(etagA);
    const plain = await get();
    expect(plain.status).toBe(200);
    expect(scriptsOf(plain.html)).toContain(scriptB);
    expect(scriptsOf(plain.html)).not.toContain(scriptA);
  });

  it('deploy A again still finds its cached render and 304s its ETag (the storage is shared)', async () => {
    await deploy();
    const again = await get();
    expect(again.render).toBe('cache');
    expect(scriptsOf(again.html)).toContain(scriptA);
    expect(again.etag).toBe(etagA);
    expect((await get({ 'If-None-Match': etagA })).status).toBe(304);
  });
});
