/**
 * Runs the built worker on workerd through Miniflare, with the bindings of
 * wrangler.toml (vars, KV, D1, rate limits, static assets), seeds local KV
 * with the content build and applies the D1 migrations
 * (scripts/d1-migrations.ts). Used by `npm start`, the browser tests and
 * the benchmarks. With `persist`, local state lives where wrangler keeps it
 * (`.wrangler/state/v3`), so `wrangler d1 execute <db> --local` reads the
 * same database.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { applyMigrations, localD1Databases } from './d1-migrations';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..');

export interface ServeOptions {
  root?: string;
  host?: string;
  port?: number;
  /** Folder for persisted local state, or false for in-memory. */
  persist?: string | false;
  /** Extra or overriding vars (tests point ad and analytics vars at stubs). */
  vars?: Record<string, string>;
}

export interface Server {
  url: string;
  mf: Miniflare;
  /** Writes the current content build into KV (only what changed since the last call) and drops other keys. */
  seed(): Promise<number>;
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

type Kv = { put(k: string, v: string): Promise<void>; list(o?: { cursor?: string }): Promise<{ keys: { name: string }[]; list_complete: boolean; cursor?: string }>; delete(k: string): Promise<void> };

/**
 * Writes `dist/kv-bulk.json` into a KV namespace and removes every other key.
 * With `previous` (what the last call wrote), only changed entries are
 * written: with the stable development key prefix a one-page edit writes a
 * couple of entries instead of the whole site. The overview page is written
 * last, so a server that answers it is fully seeded.
 * @returns what is now in KV, for the next call
 */
export async function seedKv(kv: Kv, root: string, previous?: Map<string, string>): Promise<Map<string, string>> {
  const entries = JSON.parse(readFileSync(join(root, 'dist', 'kv-bulk.json'), 'utf8')) as { key: string; value: string }[];
  const ready = entries.findIndex((e) => e.key.endsWith(':en:/x/introduction'));
  if (ready >= 0) entries.push(...entries.splice(ready, 1));
  const changed = previous ? entries.filter((e) => previous.get(e.key) !== e.value) : entries;
  for (let i = 0; i < changed.length; i += 50) {
    await Promise.all(changed.slice(i, i + 50).map((e) => kv.put(e.key, e.value)));
  }
  const current = new Map(entries.map((e) => [e.key, e.value]));
  if (previous) {
    await Promise.all([...previous.keys()].filter((k) => !current.has(k)).map((k) => kv.delete(k)));
  } else {
    // Keys of other versions or removed pages are dead weight in a local store.
    let cursor: string | undefined;
    do {
      const page = await kv.list(cursor ? { cursor } : undefined);
      await Promise.all(page.keys.filter((k) => !current.has(k.name)).map((k) => kv.delete(k.name)));
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
  }
  return current;
}

/** Starts workerd with the built worker. */
export async function serve(options: ServeOptions = {}): Promise<Server> {
  const root = options.root ?? ROOT;
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 8787;
  const build = () => {
    const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, 'wrangler.toml'));
    const bindings = { ...(workerOptions.bindings as Record<string, unknown>), ...devVars(root), ...options.vars };
    const persist = options.persist === false || options.persist === undefined ? false : options.persist;
    // wrangler speaks Miniflare's v4 option shape; convert it for v5.
    return convertV4MiniflareOptions({
      host,
      port,
      kvPersist: persist === false ? false : join(persist, 'kv'),
      // Miniflare 5 persists every binding under one root, laid out as wrangler's `--local` commands expect.
      ...(persist === false ? {} : { resourcePersistencePath: persist }),
      cachePersist: false,
      workers: [
        {
          ...workerOptions,
          modulesRules: undefined,
          name: 'mui-x-docs',
          modules: true,
          scriptPath: join(root, 'dist', 'worker', 'index.js'),
          bindings,
        },
      ],
    } as Parameters<typeof convertV4MiniflareOptions>[0]);
  };
  const mf = new Miniflare(build());
  const url = (await mf.ready).toString().replace(/\/$/, '');
  const migrate = async () => {
    for (const db of localD1Databases(root)) {
      const applied = await applyMigrations(await mf.getD1Database(db.binding), db.migrations, db.table);
      if (applied.length) console.log(`d1: ${db.binding}: applied ${applied.join(', ')}`);
    }
  };
  await migrate();
  let seeded: Map<string, string> | undefined;
  return {
    url,
    mf,
    seed: async () => {
      // A fresh binding proxy each time: setOptions() invalidates older ones.
      seeded = await seedKv((await mf.getKVNamespace('PAGES')) as never, root, seeded);
      return seeded.size;
    },
    reload: async () => {
      await mf.setOptions(build());
      await migrate();
    },
    dispose: () => mf.dispose(),
  };
}
