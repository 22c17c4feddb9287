/**
 * `npm start`: production build, local KV seeded, the site served on
 * workerd at http://127.0.0.1:8787/x/introduction. Edits under content/
 * rebuild the content and reload the worker; edits to code rebuild the
 * client and worker bundles. No network, no Cloudflare account.
 */
import { existsSync, readFileSync, watch } from 'node:fs';
import { dirname, join } from 'node:path';
import { createClientBuilder } from './build-client';
import { buildContent, rebuildPage, type BuildResult } from './build-content';
import { buildSw } from './build-sw';
import { buildWorker } from './build-worker';
import { demoEntries, demoFingerprint, resetDemoRegistry, type DemoEntry } from './demos/registry';
import { serve, type Server } from './serve';
import { warmDemoCompiler } from './demos/pool';
import { DEV_STATE_KEY } from '../lib/page-record';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.PORT ?? 8787);
/** How long the author pauses before the full content build follows a one-page rebuild. */
const FULL_BUILD_IDLE_MS = 2000;

/** worker/generated/site.json without its content version (which the dev worker does not use). */
function siteWithoutVersion(): string {
  const site = JSON.parse(readFileSync(join(ROOT, 'worker', 'generated', 'site.json'), 'utf8')) as Record<string, unknown>;
  delete site.contentVersion;
  return JSON.stringify(site);
}

/** The part of the KV binding used here (Miniflare's own KV type needs the Workers types, which the Node config does not load). */
interface KvWriter {
  put(key: string, value: string): Promise<void>;
}

async function pagesKv(server: Server): Promise<KvWriter> {
  const kv: unknown = await server.mf.getKVNamespace('PAGES');
  if (typeof (kv as Partial<KvWriter> | null)?.put !== 'function') throw new Error('Miniflare has no PAGES namespace');
  return kv as KvWriter;
}

async function setDevState(server: Server, state: { version: number; error?: string }): Promise<void> {
  const kv = await pagesKv(server);
  await kv.put(DEV_STATE_KEY, JSON.stringify(state));
}

async function main(): Promise<void> {
  process.env.WRANGLER_SEND_METRICS = 'false';
  resetDemoRegistry();
  await buildContent(ROOT, console.log, { stableKeys: true });
  // One esbuild context for the whole session: a rebuild re-parses only what changed.
  const client = createClientBuilder({ root: ROOT, production: true });
  await client.build(demoEntries());
  let demosBuilt = demoFingerprint();
  await buildSw({ root: ROOT, production: true });
  await buildWorker({ root: ROOT, production: true });
  const server = await serve({ root: ROOT, port: PORT, persist: join(ROOT, '.wrangler', 'state', 'v3') });
  const { size } = await server.seed();
  console.log(`kv: seeded ${size} entries`);
  console.log(`\n  MUI X docs on workerd: ${server.url}/x/introduction\n`);

  // The open pages poll this state (worker/dev.ts): a new version reloads them, an error shows over them.
  let version = 0;
  const publish = (error?: string) => setDevState(server, { version: error ? version : ++version, ...(error ? { error } : {}) });
  await publish();
  let siteJson = siteWithoutVersion();
  // The full build above found every demo compiled in its cache: start the compiler threads now, not on the first demo edit.
  void warmDemoCompiler(ROOT);

  /** Full builds (and demo edits, which share the client bundler and demo registry with them), one at a time. */
  let queue: Promise<void> = Promise.resolve();
  /** One-page prose rebuilds, one at a time, never waiting behind a full build. */
  let quickQueue: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const pending = new Set<'content' | 'code'>();
  /** Each quick rebuild's sequence number per KV key: a full build that read the files before it must not overwrite it. */
  const fresh = new Map<string, number>();
  let edits = 0;
  const failed = async (e: unknown, startedAt: number) => {
    // A bad edit must not stop the server: show the error, keep serving the last good build.
    console.error(`build failed: ${(e as Error).message}`);
    // A file read mid-save (an editor truncates, then writes) fails a build that a newer edit's
    // build replaces: only an error of the latest edit is shown on the page.
    if (edits === startedAt) await publish((e as Error).message);
  };
  /** Writes a one-page rebuild's entries and marks them newer than any full build already running. */
  const writeFresh = async (entries: { key: string; value: string }[], seq: number): Promise<number> => {
    for (const e of entries) fresh.set(e.key, seq);
    return server.write(entries);
  };

  /** True when the client build has written every chunk (and stylesheet) of these demos. */
  const chunksBuilt = (chunks: DemoEntry[]) => chunks.every((c) => existsSync(join(ROOT, 'public', c.js)) && (!c.css || existsSync(join(ROOT, 'public', c.css))));

  /** A prose edit: the one page is rebuilt and served; a full build (search index, other pages' links) follows when the author pauses. */
  const quickProse = (dir: string) => {
    const seq = edits;
    quickQueue = quickQueue.then(async () => {
      const t0 = performance.now();
      try {
        const page = await rebuildPage(dir);
        // A new page, changed API tabs or a demo the client has no chunk for (a new embed): the full path.
        if (!page || !chunksBuilt(page.chunks)) return schedule('content', 0);
        const { entries } = page;
        const written = await writeFresh(entries, seq);
        await publish();
        console.log(`page rebuilt and served in ${Math.round(performance.now() - t0)} ms (${written} of ${entries.length} entries written); full build follows`);
        schedule('content', FULL_BUILD_IDLE_MS);
      } catch (e) {
        await failed(e, seq);
      }
    });
  };

  /** A demo edit: the page and the client bundle are rebuilt, without the full content build (which follows when the author pauses). */
  const quickDemo = (dir: string) => {
    const seq = edits;
    queue = queue.then(async () => {
      const t0 = performance.now();
      try {
        const page = await rebuildPage(dir);
        if (!page) return schedule('content', 0);
        const { entries } = page;
        const t1 = performance.now();
        if (!chunksBuilt(page.chunks)) {
          await client.build(demoEntries());
          demosBuilt = demoFingerprint();
        }
        const t2 = performance.now();
        const written = await writeFresh(entries, seq);
        // New demo chunks: the assets binding lists its files when the worker starts.
        await server.reload();
        await publish();
        const ms = (a: number, b: number) => Math.round(b - a);
        console.log(
          `demo rebuilt and served in ${ms(t0, performance.now())} ms (page ${ms(t0, t1)}, client ${ms(t1, t2)}, reload ${ms(t2, performance.now())}; ${written} entries written); full build follows`,
        );
        schedule('content', FULL_BUILD_IDLE_MS);
      } catch (e) {
        await failed(e, seq);
      }
    });
  };

  const schedule = (kind: 'content' | 'code', delay = 80) => {
    pending.add(kind);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const kinds = new Set(pending);
      pending.clear();
      queue = queue.then(async () => {
        const t0 = performance.now();
        const startedAt = edits;
        const phases: string[] = [];
        const lap = (name: string, since: number) => phases.push(`${name} ${Math.round(performance.now() - since)}`);
        try {
          let t = performance.now();
          let built: BuildResult | undefined;
          if (kinds.has('content')) {
            resetDemoRegistry();
            built = await buildContent(ROOT, () => undefined, { stableKeys: true });
            lap('content', t);
          }
          // Demo chunks are named by their source hash: a prose edit leaves the client alone.
          const demos = demoFingerprint();
          let clientBuilt = false;
          if (kinds.has('code') || demos !== demosBuilt) {
            clientBuilt = true;
            t = performance.now();
            await client.build(demoEntries());
            demosBuilt = demos;
            if (kinds.has('code')) await buildSw({ root: ROOT, production: true });
            lap('client', t);
          }
          // The worker embeds the nav, dictionaries and asset names: rebuild and reload it only when they change.
          const site = siteWithoutVersion();
          let workerBuilt = false;
          if (kinds.has('code') || clientBuilt || site !== siteJson) {
            t = performance.now();
            await buildWorker({ root: ROOT, production: true });
            siteJson = site;
            workerBuilt = true;
            lap('worker', t);
          }
          t = performance.now();
          // Stable development keys: only the entries the build changed are written, and none a
          // quick rebuild wrote after this build began (its files were read before that edit).
          const keep = new Set([...fresh].filter(([, seq]) => seq > startedAt).map(([key]) => key));
          for (const [key, seq] of fresh) if (seq <= startedAt) fresh.delete(key);
          const { changed } = await server.seed(built?.entries, keep);
          lap(`seed (${changed} changed)`, t);
          // A new worker or new demo chunks (the assets binding lists files when it starts) need a
          // fresh isolate; new content alone does not (the dev worker re-reads the search index
          // when the published version moves, worker/search/load.ts).
          if (workerBuilt || clientBuilt) {
            t = performance.now();
            await server.reload();
            lap('reload', t);
          }
          if (changed || workerBuilt || clientBuilt) await publish();
          console.log(`rebuilt (${[...kinds].join(', ')}) in ${Math.round(performance.now() - t0)} ms (${phases.join(', ')})`);
        } catch (e) {
          await failed(e, startedAt);
        }
      });
    }, delay);
  };
  // An editor's save is often a truncate then a write: wait for the writes to settle before reading.
  const settling = new Map<string, NodeJS.Timeout>();
  const pagesDir = join(ROOT, 'content', 'pages');
  watch(join(ROOT, 'content'), { recursive: true }, (_e, file) => {
    const name = String(file ?? '');
    edits++;
    const path = join(ROOT, 'content', name);
    const prose = /(^|\/)pages\/(.+\/)?index(\.zh)?\.md$/.test(name);
    // A demo or local module beside a page's markdown (not a new page, not shared data).
    const dir = dirname(path);
    const demo = !prose && /\.(tsx?|jsx?|css)$/.test(name) && dir.startsWith(pagesDir + '/') && existsSync(join(dir, 'index.md'));
    if (!prose && !demo) return schedule('content');
    const key = `${prose ? 'prose' : 'demo'}:${dir}`;
    clearTimeout(settling.get(key));
    settling.set(
      key,
      setTimeout(() => (settling.delete(key), prose ? quickProse(dir) : quickDemo(dir)), 30),
    );
  });
  for (const dir of ['client', 'ui', 'lib', 'worker']) {
    watch(join(ROOT, dir), { recursive: true }, (_e, file) => {
      if (file && !String(file).includes('generated') && !String(file).endsWith('.test.ts')) schedule('code');
    });
  }
  const stop = async () => {
    await client.dispose();
    await server.dispose();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
