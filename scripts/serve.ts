/**
 * Runs the built worker on workerd through Miniflare, with the bindings of
 * wrangler.toml (vars, KV, D1, rate limits, static assets), seeds local KV
 * with the content build and applies the D1 migrations
 * (scripts/d1-migrations.ts). Used by `npm start`, the browser tests and
 * the benchmarks. With `persist`, local state lives where wrangler keeps it
 * (`.wrangler/state/v3`), so `wrangler d1 execute <db> --local` reads the
 * same database. Every call to Miniflare after it starts (KV writes, the
 * migrations) is retried on a transient socket error (retryTransient): on a
 * loaded machine the first KV put after `mf.ready` could fail with EPIPE.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { applyMigrations, localD1Databases } from './d1-migrations';
import { toStored } from './stored-entries';

/**
 * The worker's modules: the bundle, and the text modules it imports from
 * beside it (the search indexes of a production build, scripts/build-worker.ts),
 * as wrangler uploads them.
 */
export function workerModules(scriptPath: string): { modules: { type: 'ESModule' | 'Text'; path: string }[]; modulesRoot: string } {
  const dir = dirname(scriptPath);
  const bundle = readFileSync(scriptPath, 'utf8');
  const texts = [...bundle.matchAll(/\bimport\s*[\w$]+\s*from\s*["']\.\/([\w.-]+\.txt)["']/g)].map((m) => m[1]!);
  return { modules: [{ type: 'ESModule', path: scriptPath }, ...texts.map((f) => ({ type: 'Text' as const, path: join(dir, f) }))], modulesRoot: dir };
}

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');

export interface ServeOptions {
  root?: string;
  host?: string;
  port?: number;
  /** Folder for persisted local state, or false for a scratch folder removed when the server stops. */
  persist?: string | false;
  /** Extra or overriding vars (tests point ad and analytics vars at stubs). */
  vars?: Record<string, string>;
  /** Another worker bundle than dist/worker/index.js (a second deploy in scripts/deploys.e2e.test.ts). */
  scriptPath?: string;
  /**
   * A folder for all of workerd's local state (KV, Cache API, rate limiter),
   * which a later server started on the same folder sees: two deploys of
   * the worker against the same KV and cache.
   */
  sharedState?: string;
  /** Another static assets folder than wrangler.toml's (a second deploy's upload in tests/e2e/sw.spec.ts). */
  assetsDirectory?: string;
  /** Opens workerd's DevTools inspector on this port; the worker is at ws://127.0.0.1:<port>/core:user:mui-x-docs (bench/memory.ts). */
  inspectorPort?: number;
}

export interface Server {
  url: string;
  mf: Miniflare;
  /** The folder of workerd's local state: `persist`, `sharedState`, or a scratch folder that dispose() removes. */
  state: string;
  /**
   * Writes a content build into KV (only what changed since the last call)
   * and drops other keys: `entries` when given (the build's own result, no
   * re-read of the bulk file), else `dist/kv-bulk.json`. Keys in `keep` are
   * left as they are (entries written since by `write`, newer than the build).
   * @returns how many entries are in KV and how many were written or removed
   */
  seed(entries?: KvEntry[], keep?: ReadonlySet<string>): Promise<{ size: number; changed: number }>;
  /** Writes some entries (a one-page rebuild), skipping those KV already holds. @returns how many were written */
  write(entries: KvEntry[]): Promise<number>;
  /** Reloads the worker bundle after a rebuild. */
  reload(): Promise<void>;
  dispose(): Promise<void>;
}

function devVars(root: string): Record<string, string> {
  const file = join(root, '.dev.vars');
  if (!existsSync(file)) return {};
  const out: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*"?(.*?)"?\s*$/.exec(line);
    if (m) out[m[1]!] = m[2]!;
  }
  return out;
}

/** One KV entry of a content build. */
export interface KvEntry {
  key: string;
  value: string;
}

export type Kv = {
  put(k: string, v: string | ReadableStream<Uint8Array>): Promise<void>;
  list(o?: { cursor?: string; prefix?: string }): Promise<{ keys: { name: string }[]; list_complete: boolean; cursor?: string }>;
  delete(k: string): Promise<void>;
};

/** Socket errors of Miniflare's binding proxy on a loaded machine: the call did not reach workerd, or its answer was cut; trying again is safe. */
const TRANSIENT_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

/** Whether `e` (or an error it wraps, as undici's `fetch failed` does) is a transient socket error. */
export function isTransientSocketError(e: unknown): boolean {
  for (let err = e, depth = 0; err && depth < 5; depth++) {
    if (typeof err !== 'object') return false;
    const { code, message, cause } = err as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && TRANSIENT_CODES.has(code)) return true;
    if (typeof message === 'string' && /\b(EPIPE|ECONNRESET|ECONNREFUSED)\b|socket hang up|other side closed/.test(message)) return true;
    err = cause;
  }
  return false;
}

/** How often a start-up call to Miniflare is tried, and the first wait between tries (doubled each time: about 6 s in all). */
export const STARTUP_RETRY = { attempts: 8, firstDelayMs: 50 };

/**
 * Runs `call` and tries it again after a transient socket error (EPIPE,
 * ECONNRESET, ECONNREFUSED: Miniflare's proxy on a loaded machine), up to
 * STARTUP_RETRY.attempts times with a doubling wait; any other error, or
 * the last transient one, is thrown. `npm start`, the test servers and the
 * benchmarks start through it (seedKv, the D1 migrations, the bindings).
 * @example await retryTransient(() => kv.put('k', 'v'))
 */
export async function retryTransient<T>(call: () => Promise<T>, retry: { attempts: number; firstDelayMs: number } = STARTUP_RETRY): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (e) {
      if (attempt >= retry.attempts || !isTransientSocketError(e)) throw e;
      await new Promise((r) => setTimeout(r, retry.firstDelayMs * 2 ** (attempt - 1)));
    }
  }
}

/**
 * The PAGES binding through Miniflare's proxy. `getKVNamespace` declares its
 * result with @cloudflare/workers-types, which this Node program does not
 * load (the declared type then falls back to Miniflare's `Request`), so the
 * proxy is checked here for the three calls seeding makes.
 */
export async function pagesKv(mf: Miniflare): Promise<Kv> {
  const ns: unknown = await mf.getKVNamespace('PAGES');
  if (!isKv(ns)) throw new Error('Miniflare gave no KV namespace for PAGES');
  return ns;
}

function isKv(ns: unknown): ns is Kv {
  if (typeof ns !== 'object' || ns === null) return false;
  const methods: Record<string, unknown> = { put: Reflect.get(ns, 'put'), list: Reflect.get(ns, 'list'), delete: Reflect.get(ns, 'delete') };
  return Object.values(methods).every((m) => typeof m === 'function');
}

/**
 * One KV write through Miniflare's binding proxy. The value goes as a byte
 * stream: a string is serialised character by character on the way (about
 * 45 ms for a 0.5 MB page body, against 20 ms as bytes).
 */
function put(kv: Kv, key: string, value: string): Promise<void> {
  // A fresh stream per try: a failed try may have read part of the last one.
  return retryTransient(() => kv.put(key, new Blob([value]).stream()));
}

/**
 * Writes `dist/kv-bulk.json` into a KV namespace and removes every other key.
 * With `previous` (what the last call wrote), only changed entries are
 * written: with the stable development key prefix a one-page edit writes a
 * couple of entries instead of the whole site. The overview page is written
 * last, so a server that answers it is fully seeded.
 * @returns what is now in KV, for the next call
 */
export async function seedKv(
  kv: Kv,
  root: string,
  previous?: Map<string, string>,
  options: { entries?: KvEntry[]; keep?: ReadonlySet<string> } = {},
): Promise<{ current: Map<string, string>; changed: number }> {
  const logical = [...(options.entries ?? (JSON.parse(readFileSync(join(root, 'dist', 'kv-bulk.json'), 'utf8')) as KvEntry[]))];
  const ready = logical.findIndex((e) => e.key.endsWith(':en:/x/introduction'));
  if (ready >= 0) logical.push(...logical.splice(ready, 1));
  // Stored as the built worker reads them (`v:<hash>` for a production build, scripts/stored-entries.ts).
  const entries = toStored(root, logical);
  const readyKey = ready >= 0 ? entries.at(-1)?.key : undefined;
  const keep = options.keep ?? new Set<string>();
  const current = new Map(entries.map((e) => [e.key, e.value]));
  for (const k of keep) {
    const held = previous?.get(k);
    if (held !== undefined) current.set(k, held);
  }
  const changed = entries.filter((e) => !keep.has(e.key) && previous?.get(e.key) !== e.value);
  // The ready page's record goes in alone after everything else (its body included).
  const last = readyKey !== undefined && changed.at(-1)?.key === readyKey ? changed.pop() : undefined;
  for (let i = 0; i < changed.length; i += 50) {
    await Promise.all(changed.slice(i, i + 50).map((e) => put(kv, e.key, e.value)));
  }
  if (last) await put(kv, last.key, last.value);
  let removed = 0;
  if (previous) {
    const gone = [...previous.keys()].filter((k) => !current.has(k));
    removed = gone.length;
    await Promise.all(gone.map((k) => retryTransient(() => kv.delete(k))));
  } else {
    // Keys of other versions or removed pages are dead weight in a local store.
    let cursor: string | undefined;
    do {
      const from = cursor;
      const page = await retryTransient(() => kv.list(from ? { cursor: from } : undefined));
      await Promise.all(page.keys.filter((k) => !current.has(k.name)).map((k) => retryTransient(() => kv.delete(k.name))));
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
  }
  return { current, changed: changed.length + (last ? 1 : 0) + removed };
}

/** Starts workerd with the built worker. */
export async function serve(options: ServeOptions = {}): Promise<Server> {
  const root = options.root ?? ROOT;
  // Without the build's worker data the seeder cannot know the keys the built worker reads (scripts/stored-entries.ts)
  // and every page would answer 404: say so at once (a bench's BENCH_ROOT holding a partial copy of a build).
  if (!existsSync(join(root, 'worker', 'generated', 'site.json'))) {
    throw new Error(`${root} holds no worker/generated/site.json: serve a whole build (wrangler.toml, dist/, public/, migrations/ and worker/generated/)`);
  }
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 8787;
  const persist = options.persist || undefined;
  // Without a folder of our own Miniflare would keep the state in its own /tmp/miniflare-<hex>, which outlives a
  // process that is killed (~260 MB of KV and cache per server): a scratch folder named after this process is
  // removed by dispose() and at exit, and one whose process is gone is removed by the next serve().
  const scratch = persist || options.sharedState ? undefined : scratchFolder();
  const state = options.sharedState ?? persist ?? scratch!;
  const removeScratch = () => {
    try {
      rmSync(scratch!, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    } catch {
      // workerd still writing: the next serve() removes it.
    }
  };
  if (scratch) process.on('exit', removeScratch);
  const build = () => {
    const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, 'wrangler.toml'));
    const bindings = { ...(workerOptions.bindings as Record<string, unknown>), ...devVars(root), ...options.vars };
    // wrangler speaks Miniflare's v4 option shape; convert it for v5.
    return convertV4MiniflareOptions({
      host,
      port,
      // Miniflare 5 keeps every binding (KV, D1, Cache API, rate limiter) under one root, laid out as wrangler's
      // `--local` commands expect.
      resourcePersistencePath: state,
      ...(options.inspectorPort ? { inspectorPort: options.inspectorPort } : {}),
      workers: [
        {
          ...workerOptions,
          modulesRules: undefined,
          name: 'mui-x-docs',
          ...workerModules(options.scriptPath ?? join(root, 'dist', 'worker', 'index.js')),
          ...(options.assetsDirectory ? { assets: { ...(workerOptions.assets as object), directory: options.assetsDirectory } } : {}),
          bindings,
        },
      ],
    } as Parameters<typeof convertV4MiniflareOptions>[0]);
  };
  const mf = new Miniflare(build());
  const url = (await mf.ready).toString().replace(/\/$/, '');
  const migrate = async () => {
    for (const db of localD1Databases(root)) {
      // Each migration is recorded as it lands, so a retry applies only what is left.
      const applied = await retryTransient(async () => applyMigrations(await mf.getD1Database(db.binding), db.migrations, db.table));
      if (applied.length) console.log(`d1: ${db.binding}: applied ${applied.join(', ')}`);
    }
  };
  await migrate();
  let seeded: Map<string, string> | undefined;
  return {
    url,
    mf,
    state,
    seed: async (entries, keep) => {
      // A fresh binding proxy each time: setOptions() invalidates older ones.
      const out = await seedKv(await retryTransient(() => pagesKv(mf)), root, seeded, { entries, keep });
      seeded = out.current;
      return { size: seeded.size, changed: out.changed };
    },
    write: async (entries) => {
      const changed = entries.filter((e) => seeded?.get(e.key) !== e.value);
      if (!changed.length) return 0;
      const kv = await retryTransient(() => pagesKv(mf));
      await Promise.all(changed.map((e) => put(kv, e.key, e.value)));
      for (const e of changed) seeded?.set(e.key, e.value);
      return changed.length;
    },
    reload: async () => {
      await mf.setOptions(build());
      await migrate();
    },
    dispose: async () => {
      await mf.dispose();
      if (!scratch) return;
      removeScratch();
      process.off('exit', removeScratch);
    },
  };
}

const SCRATCH = /^mui-x-docs-serve-(\d+)-/;

/**
 * A new scratch folder for one server's local state, after removing those
 * of processes that have ended (killed before they could clean up).
 */
export function scratchFolder(parent = tmpdir()): string {
  for (const name of readdirSync(parent)) {
    const pid = Number(SCRATCH.exec(name)?.[1]);
    if (pid && pid !== process.pid && !alive(pid)) rmSync(join(parent, name), { recursive: true, force: true });
  }
  return mkdtempSync(join(parent, `mui-x-docs-serve-${process.pid}-`));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
