/**
 * Runs the built worker on workerd through Miniflare, with the bindings of
 * wrangler.toml (vars, KV, static assets), and seeds local KV with the
 * content build. Used by `npm start`, the browser tests and the benchmarks.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

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
  /** Writes the current content build into KV and drops other versions. */
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

/** Writes `dist/kv-bulk.json` into a KV namespace in batches. */
export async function seedKv(kv: { put(k: string, v: string): Promise<void>; list(o?: { cursor?: string }): Promise<{ keys: { name: string }[]; list_complete: boolean; cursor?: string }>; delete(k: string): Promise<void> }, root: string): Promise<number> {
  const entries = JSON.parse(readFileSync(join(root, 'dist', 'kv-bulk.json'), 'utf8')) as { key: string; value: string }[];
  const version = entries[0]?.key.split(':')[0];
  for (let i = 0; i < entries.length; i += 50) {
    await Promise.all(entries.slice(i, i + 50).map((e) => kv.put(e.key, e.value)));
  }
  // Old versions are dead weight in a local store.
  let cursor: string | undefined;
  do {
    const page = await kv.list(cursor ? { cursor } : undefined);
    await Promise.all(page.keys.filter((k) => !k.name.startsWith(`${version}:`)).map((k) => kv.delete(k.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return entries.length;
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
  const kv = await mf.getKVNamespace('PAGES');
  return {
    url,
    mf,
    seed: () => seedKv(kv as never, root),
    reload: () => mf.setOptions(build()),
    dispose: () => mf.dispose(),
  };
}
