/**
 * `npm start`: production build, local KV seeded, the site served on
 * workerd at http://127.0.0.1:8787/x/introduction. Edits under content/
 * rebuild the content and reload the worker; edits to code rebuild the
 * client and worker bundles. No network, no Cloudflare account.
 */
import { readFileSync, watch } from 'node:fs';
import { dirname, join } from 'node:path';
import { createClientBuilder } from './build-client';
import { buildContent, rebuildPage } from './build-content';
import { buildSw } from './build-sw';
import { buildWorker } from './build-worker';
import { demoEntries, demoFingerprint, resetDemoRegistry } from './demos/registry';
import { serve, type Server } from './serve';
import { DEV_STATE_KEY } from '../lib/page-record';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.PORT ?? 8787);

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
  const n = await server.seed();
  console.log(`kv: seeded ${n} entries`);
  console.log(`\n  MUI X docs on workerd: ${server.url}/x/introduction\n`);

  // The open pages poll this state (worker/dev.ts): a new version reloads them, an error shows over them.
  let version = 0;
  const publish = (error?: string) => setDevState(server, { version: error ? version : ++version, ...(error ? { error } : {}) });
  await publish();
  let siteJson = siteWithoutVersion();

  let queue: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const pending = new Set<'content' | 'code'>();
  /** A prose edit is served from the one page rebuilt; the full build follows when the author pauses. */
  const quick = (dir: string) => {
    queue = queue.then(async () => {
      const t0 = performance.now();
      try {
        const entries = await rebuildPage(dir);
        if (!entries) return schedule('content', 0);
        const kv = await pagesKv(server);
        await Promise.all(entries.map((e) => kv.put(e.key, e.value)));
        await publish();
        console.log(`page rebuilt and served in ${Math.round(performance.now() - t0)} ms (${entries.length} entries); full build follows`);
        schedule('content', 1500);
      } catch (e) {
        console.error(`build failed: ${(e as Error).message}`);
        await publish((e as Error).message);
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
        const phases: string[] = [];
        const lap = (name: string, since: number) => phases.push(`${name} ${Math.round(performance.now() - since)}`);
        try {
          let t = performance.now();
          if (kinds.has('content')) {
            resetDemoRegistry();
            await buildContent(ROOT, () => undefined, { stableKeys: true });
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
          if (kinds.has('code') || clientBuilt || site !== siteJson) {
            t = performance.now();
            await buildWorker({ root: ROOT, production: true });
            siteJson = site;
            lap('worker', t);
          }
          t = performance.now();
          // Stable development keys: only the entries the edit changed are written.
          await server.seed();
          lap('seed', t);
          // A new worker, new demo chunks (the assets binding lists files when it starts) or a new
          // search index (held per isolate) need a fresh isolate.
          t = performance.now();
          await server.reload();
          lap('reload', t);
          await publish();
          console.log(`rebuilt (${[...kinds].join(', ')}) in ${Math.round(performance.now() - t0)} ms (${phases.join(', ')})`);
        } catch (e) {
          // A bad edit must not stop the server: show the error, keep serving the last good build.
          console.error(`build failed: ${(e as Error).message}`);
          await publish((e as Error).message);
        }
      });
    }, delay);
  };
  // An editor's save is often a truncate then a write: wait for the writes to settle before reading.
  const settling = new Map<string, NodeJS.Timeout>();
  watch(join(ROOT, 'content'), { recursive: true }, (_e, file) => {
    const name = String(file ?? '');
    if (!/(^|\/)pages\/(.+\/)?index(\.zh)?\.md$/.test(name)) return schedule('content');
    const dir = dirname(join(ROOT, 'content', name));
    clearTimeout(settling.get(dir));
    settling.set(
      dir,
      setTimeout(() => (settling.delete(dir), quick(dir)), 30),
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
