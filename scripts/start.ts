/**
 * `npm start`: production build, local KV seeded, the site served on
 * workerd at http://127.0.0.1:8787/x/introduction. Edits under content/
 * rebuild the content and reload the worker; edits to code rebuild the
 * client and worker bundles. No network, no Cloudflare account.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { createClientBuilder } from './build-client';
import { buildContent, rebuildPage, type BuildResult } from './build-content';
import { buildInline } from './build-inline';
import { buildSw } from './build-sw';
import { buildWorker } from './build-worker';
import { demoEntries, demoFingerprint, resetDemoRegistry, type DemoEntry } from './demos/registry';
import { retryTransient, serve, type Server } from './serve';
import { watchTree } from './watch-tree';
import { warmDemoCompiler } from './demos/pool';
import { quickDemoChunk } from './demos/quick-chunk';
import { loadedSource, valueImports } from './demos/live-scope';
import { DEV_CHUNK_PREFIX } from '../lib/dev-chunks';
import { LOCALES } from '../lib/constants';
import { DEV_STATE_KEY } from '../lib/page-record';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.PORT ?? 8787);
/** How long the author pauses before the full content build follows a one-page rebuild. */
const FULL_BUILD_IDLE_MS = 2000;
/** An editor's save is often a truncate then a write, microseconds apart: events this close are one edit. */
const SETTLE_MS = 15;

/** Milliseconds from `a` to `b`, rounded, for the log. */
const ms = (a: number, b: number) => Math.round(b - a);

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
  const kv: unknown = await retryTransient(() => server.mf.getKVNamespace('PAGES'));
  if (typeof (kv as Partial<KvWriter> | null)?.put !== 'function') throw new Error('Miniflare has no PAGES namespace');
  return kv as KvWriter;
}

/** What the open pages poll (worker/dev.ts): `locales` holds the version at which each locale's pages last changed. */
interface DevState {
  version: number;
  error?: string;
  locales: Record<string, number>;
}

async function setDevState(server: Server, state: DevState): Promise<void> {
  const kv = await pagesKv(server);
  await retryTransient(() => kv.put(DEV_STATE_KEY, JSON.stringify(state)));
}

async function main(): Promise<void> {
  process.env.WRANGLER_SEND_METRICS = 'false';
  resetDemoRegistry();
  // Incremental: later full builds compile again only the pages edited since (build-content.ts).
  const first = await buildContent(ROOT, console.log, { stableKeys: true, incremental: {} });
  /** The entries of the last full build: dist/kv-bulk.json is written from them when npm start stops. */
  let lastEntries = first.entries;
  // One esbuild context for the whole session: a rebuild re-parses only what changed.
  const client = createClientBuilder({ root: ROOT, production: true });
  let clientFiles = JSON.stringify(await client.build(demoEntries()));
  let demosBuilt = demoFingerprint();
  /** Entry name -> the chunk the client build last wrote for it (the base a quick chunk imports its packages from). */
  const builtChunks = new Map<string, string>();
  const noteBuiltChunks = () => {
    for (const e of demoEntries()) builtChunks.set(e.name, e.js);
  };
  noteBuiltChunks();
  await Promise.all([buildSw({ root: ROOT, production: true }), buildInline({ root: ROOT, production: true })]);
  await buildWorker({ root: ROOT, production: true });
  const server = await serve({ root: ROOT, port: PORT, persist: join(ROOT, '.wrangler', 'state', 'v3') });
  const { size } = await server.seed(first.entries);
  console.log(`kv: seeded ${size} entries`);
  console.log(`\n  MUI X docs on workerd: ${server.url}/x/introduction\n`);

  // The open pages poll this state (worker/dev.ts): a new version reloads them, an error shows over them.
  let version = 0;
  const locales: Record<string, number> = {};
  /** Every locale changed (or, with `error`, the error shown over the last good build). */
  const publish = (error?: string) => {
    if (!error) {
      version++;
      for (const l of LOCALES) locales[l] = version;
    }
    return setDevState(server, { version, locales: { ...locales }, ...(error ? { error } : {}) });
  };
  /** Only this locale's pages changed: its open tabs reload, the others' do not. */
  const publishLocale = (locale: string) => {
    locales[locale] = ++version;
    return setDevState(server, { version, locales: { ...locales } });
  };
  await publish();
  let siteJson = siteWithoutVersion();
  // The full build above found every demo compiled in its cache: start the compiler threads now, not on the first demo edit.
  const compilerWarm = warmDemoCompiler(ROOT);

  /** Full builds (and demo edits, which share the client bundler and demo registry with them), one at a time. */
  let queue: Promise<void> = Promise.resolve();
  /** One-page rebuilds (prose, and demos with a quick chunk), one at a time, never waiting behind a full build. */
  let quickQueue: Promise<void> = Promise.resolve();
  /** Queued and running one-page rebuilds. */
  let quickBusy = 0;
  const enqueueQuick = (job: () => Promise<void>) => {
    quickBusy++;
    quickQueue = quickQueue.then(job).finally(() => void quickBusy--);
  };
  // An editor's save is often a truncate then a write: wait for the writes to settle before reading.
  const settling = new Map<string, NodeJS.Timeout>();
  /** The full build's pause between its steps: it holds while an edit settles or its one-page rebuild runs. */
  const quickIdle = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    while (quickBusy > 0 || settling.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  let timer: NodeJS.Timeout | undefined;
  const pending = new Set<'content' | 'code'>();
  /** Page folders and files edited since the last full content build began; 'all' after an edit elsewhere in content/. */
  let dirtyDirs: Set<string> | 'all' = new Set();
  const dirtyFiles = new Set<string>();
  const markDirty = (dirs: Set<string> | 'all', files: string[]) => {
    if (dirs === 'all' || dirtyDirs === 'all') dirtyDirs = 'all';
    else for (const d of dirs) dirtyDirs.add(d);
    for (const f of files) dirtyFiles.add(f);
  };
  /** Demo chunks (public URLs) served from KV by the dev worker until the next client build writes them. */
  const quickChunks = new Set<string>();
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
  const chunksBuilt = (chunks: DemoEntry[]) => chunks.every((c) => (quickChunks.has(c.js) || existsSync(join(ROOT, 'public', c.js))) && (!c.css || existsSync(join(ROOT, 'public', c.css))));

  /**
   * Quick chunks for the demos of a rebuilt page that have no chunk yet: each bundles
   * the edited demo alone, with its packages from the chunk the client build last wrote
   * (scripts/demos/quick-chunk.ts), and goes to local KV, where the dev worker serves it.
   * @returns false when one of them needs the full client build (a new package or name, a stylesheet)
   */
  const writeQuickChunks = async (chunks: DemoEntry[]): Promise<boolean> => {
    const made: { c: DemoEntry; js: string }[] = [];
    for (const c of chunks) {
      if (chunksBuilt([c])) continue;
      const base = builtChunks.get(c.name);
      const source = loadedSource(c.file);
      if (c.css || !base || !source || !existsSync(join(ROOT, 'public', base))) return false;
      const js = await quickDemoChunk(c.file, base, valueImports(source, /\.tsx?$/.test(c.file)));
      if (js === undefined) return false;
      made.push({ c, js });
    }
    const kv = await pagesKv(server);
    await Promise.all(made.map(({ c, js }) => kv.put(DEV_CHUNK_PREFIX + basename(c.js), js)));
    for (const { c } of made) quickChunks.add(c.js);
    return true;
  };

  /**
   * A one-page rebuild served locale by locale, English first: each locale is compiled (only
   * those that read `file`, when it is one locale's markdown), its changed entries written and
   * published before the next is compiled, so its open tabs update while the others compile.
   * `ready` sees each locale's rebuild before anything of it is written; false stops there.
   * @returns 'full build' when only a full build can answer (rebuildPage), 'not ready' when `ready` said no
   */
  const rebuildByLocale = async (dir: string, file: string | undefined, seq: number, ready: (page: { chunks: DemoEntry[] }) => Promise<boolean>) => {
    const steps: string[] = [];
    let servedAt: number | undefined;
    let written = 0;
    let total = 0;
    for (const locale of LOCALES) {
      const page = await rebuildPage(dir, file, locale);
      if (!page) return 'full build';
      const t0 = performance.now();
      if (!(await ready(page))) return 'not ready';
      if (!page.entries.length) continue;
      const t1 = performance.now();
      written += await writeFresh(page.entries, seq);
      total += page.entries.length;
      await publishLocale(locale);
      servedAt ??= performance.now();
      steps.push(`${locale}: ${page.phases}, chunks ${ms(t0, t1)}, kv and publish ${ms(t1, performance.now())}`);
    }
    return { servedAt, steps: steps.join('; '), written, total };
  };

  /**
   * A one-page edit, served by `rebuildByLocale`; a full build (search index, other pages' links,
   * the client's real chunks) follows when the author pauses.
   * - `page`, a prose edit of `file`: a new page, changed API tabs or a demo the client has no
   *   chunk for (a new embed) take the full path.
   * - `demo`, a demo's source: the page is rebuilt and the demo's chunk bundled on its own (no
   *   client build, no worker restart); the client's real chunk replaces the quick one later. A
   *   demo the quick chunk cannot make takes `fullDemo`.
   */
  const quickRebuild = (kind: 'page' | 'demo', dir: string, file: string | undefined, savedAt: number) => {
    const seq = edits;
    enqueueQuick(async () => {
      const t0 = performance.now();
      try {
        // Prose is served once the page's demos have chunks; a demo edit first bundles the page's demo chunks alone.
        const ready = kind === 'page' ? async (page: { chunks: DemoEntry[] }) => chunksBuilt(page.chunks) : (page: { chunks: DemoEntry[] }) => writeQuickChunks(page.chunks);
        const r = await rebuildByLocale(dir, file, seq, ready);
        if (r === 'not ready' && kind === 'demo') return fullDemo(dir);
        if (typeof r === 'string') return schedule('content', 0);
        const now = performance.now();
        console.log(
          `${kind} rebuilt and served ${ms(savedAt, r.servedAt ?? now)} ms after the save, every locale in ${ms(savedAt, now)} ms (settle and queue ${ms(savedAt, t0)}; ${r.steps}; ${r.written} of ${r.total} entries written); full build follows`,
        );
        schedule('content', FULL_BUILD_IDLE_MS);
      } catch (e) {
        await failed(e, seq);
      }
    });
  };

  // The first one-page rebuilds are slow (markdown, highlighter and checks still cold, then half
  // warm): spend a few now, on pages with demos, not on the author's first edits. Results are dropped.
  const warmPages = first.records.filter((r) => r.locale === 'en' && r.kind === 'markdown' && r.demos.length > 0).slice(0, 4);
  for (const warm of warmPages)
    enqueueQuick(() =>
      rebuildPage(dirname(join(ROOT, warm.source))).then(
        () => undefined,
        () => undefined,
      ),
    );

  // Printed once the compiler threads and the warm-up rebuilds are done: edits from here on take the fast path at full speed.
  void Promise.all([compilerWarm, quickQueue]).then(() => console.log('watch: warm, ready for edits'));

  /** A demo edit the quick chunk cannot serve: the page and the client bundle are rebuilt, without the full content build (which follows when the author pauses). */
  const fullDemo = (dir: string) => {
    const seq = edits;
    queue = queue.then(async () => {
      const t0 = performance.now();
      try {
        const page = await rebuildPage(dir);
        if (!page) return schedule('content', 0);
        const { entries } = page;
        const t1 = performance.now();
        if (!chunksBuilt(page.chunks)) {
          clientFiles = JSON.stringify(await client.build(demoEntries()));
          demosBuilt = demoFingerprint();
          noteBuiltChunks();
          quickChunks.clear();
        }
        const t2 = performance.now();
        const written = await writeFresh(entries, seq);
        // New demo chunks: the assets binding lists its files when the worker starts.
        await server.reload();
        await publish();
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
            const dirs = dirtyDirs;
            const files = [...dirtyFiles];
            dirtyDirs = new Set();
            dirtyFiles.clear();
            try {
              const incremental = dirs === 'all' ? {} : { changedDirs: dirs, changedFiles: new Set(files) };
              // Its log line carries the phase timings (content: ... in N ms (pages, stand-ins, ...)).
              built = await buildContent(ROOT, (line) => void (/ records, /.test(line) && phases.push(line.replace(/^.*\bin \d+ ms /, ''))), {
                stableKeys: true,
                incremental,
                writeBulk: false,
                pause: quickIdle,
              });
              lastEntries = built.entries;
            } catch (e) {
              // Not built: these pages are compiled again next time.
              markDirty(dirs, files);
              throw e;
            }
            lap('content', t);
          }
          // Demo chunks are named by their source hash: a prose edit leaves the client alone.
          const demos = demoFingerprint();
          let clientBuilt = false;
          let assetsChanged = false;
          if (kinds.has('code') || demos !== demosBuilt) {
            clientBuilt = true;
            t = performance.now();
            const files = JSON.stringify(await client.build(demoEntries()));
            demosBuilt = demos;
            noteBuiltChunks();
            quickChunks.clear();
            if (kinds.has('code')) await Promise.all([buildSw({ root: ROOT, production: true }), buildInline({ root: ROOT, production: true })]);
            assetsChanged = files !== clientFiles;
            clientFiles = files;
            lap('client', t);
          }
          // The worker embeds the nav, dictionaries and asset names (not the demo chunks'): rebuild it only when they change.
          const site = siteWithoutVersion();
          let workerBuilt = false;
          if (kinds.has('code') || assetsChanged || site !== siteJson) {
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
          // Real chunks in place of quick ones change nothing on the page: the open tab stays.
          if (changed || workerBuilt || kinds.has('code')) await publish();
          console.log(`rebuilt (${[...kinds].join(', ')}) in ${Math.round(performance.now() - t0)} ms (${phases.join(', ')})`);
        } catch (e) {
          await failed(e, startedAt);
        }
      });
    }, delay);
  };
  const pagesDir = join(ROOT, 'content', 'pages');
  // Not fs.watch's recursive mode: it loses a file after an editor's atomic save (scripts/watch-tree.ts).
  watchTree(join(ROOT, 'content'), (name) => {
    if (isEditorScratch(name)) return;
    edits++;
    const path = join(ROOT, 'content', name);
    const prose = /(^|\/)pages\/(.+\/)?index(\.zh)?\.md$/.test(name);
    // A demo or local module beside a page's markdown (not a new page, not shared data).
    const dir = dirname(path);
    const demo = !prose && /\.(tsx?|jsx?|css)$/.test(name) && dir.startsWith(pagesDir + '/') && existsSync(join(dir, 'index.md'));
    if (!prose && !demo) {
      dirtyDirs = 'all';
      return schedule('content');
    }
    if (dirtyDirs !== 'all') dirtyDirs.add(dir);
    if (demo) dirtyFiles.add(path);
    // Prose per file (each is its locale's page), demos per folder (any file edit rebuilds the page's demos).
    const key = prose ? `prose:${path}` : `demo:${dir}`;
    const savedAt = performance.now();
    clearTimeout(settling.get(key));
    settling.set(
      key,
      setTimeout(() => (settling.delete(key), quickRebuild(prose ? 'page' : 'demo', dir, prose ? path : undefined, savedAt)), SETTLE_MS),
    );
  });
  for (const dir of ['client', 'ui', 'lib', 'worker']) {
    watchTree(join(ROOT, dir), (file) => {
      if (!isEditorScratch(file) && !file.includes('generated') && !file.endsWith('.test.ts')) schedule('code');
    });
  }
  const stop = async () => {
    // Background builds put their entries straight into KV: the bulk file gets the last one now.
    writeFileSync(join(ROOT, 'dist', 'kv-bulk.json'), JSON.stringify(lastEntries));
    await client.dispose();
    await server.dispose();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * An editor's own files beside the one being edited (swap and backup files, the temporary file
 * of an atomic save, vim's `4913` probe): not an edit of the content.
 */
function isEditorScratch(file: string): boolean {
  const name = basename(file);
  return name.startsWith('.') || name.endsWith('~') || /\.(swp|swx|tmp)$/.test(name) || /^\d+$/.test(name);
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
