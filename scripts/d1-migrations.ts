/**
 * Applies the D1 migrations of wrangler.toml to local databases, the way
 * `wrangler d1 migrations apply --local` does: every `*.sql` file of the
 * database's `migrations_dir`, in name order, split into statements by
 * wrangler's own splitter, each file in one batch with its row in the
 * `d1_migrations` table (so wrangler and this agree on what is applied).
 * Used by scripts/serve.ts (`npm start`, the browser tests, benchmarks);
 * the worker tests apply the same files through @cloudflare/vitest-plugin.
 * No network, no Cloudflare account.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { unstable_readConfig, unstable_splitSqlQuery } from 'wrangler';

export interface D1Migration {
  name: string;
  queries: string[];
}

export interface LocalD1 {
  binding: string;
  table: string;
  migrations: D1Migration[];
}

/** What this module needs of a D1 binding (Miniflare's proxy or a Worker's). */
export interface D1Target {
  prepare(query: string): D1Statement;
  batch(statements: D1Statement[]): Promise<unknown>;
}
interface D1Statement {
  bind(...values: unknown[]): D1Statement;
  all(): Promise<{ results: Record<string, unknown>[] }>;
  run(): Promise<unknown>;
}

/** Migration files of one folder, in the order wrangler applies them. */
export function readMigrations(dir: string): D1Migration[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, queries: unstable_splitSqlQuery(readFileSync(join(dir, name), 'utf8')) }));
}

/** The D1 databases of wrangler.toml that have migrations. */
export function localD1Databases(root: string): LocalD1[] {
  const config = unstable_readConfig({ config: join(root, 'wrangler.toml') }, { hideWarnings: true });
  const databases: { binding: string; migrations_dir?: string; migrations_table?: string }[] = config.d1_databases;
  return databases.filter((db) => db.migrations_dir).map((db) => ({ binding: db.binding, table: db.migrations_table ?? 'd1_migrations', migrations: readMigrations(join(root, db.migrations_dir!)) }));
}

/**
 * Applies the migrations not yet recorded in `table`.
 * @returns the names of the migrations applied now
 */
export async function applyMigrations(db: D1Target, migrations: D1Migration[], table = 'd1_migrations'): Promise<string[]> {
  const t = `"${table.replace(/"/g, '""')}"`;
  await db.prepare(`CREATE TABLE IF NOT EXISTS ${t} (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)`).run();
  const done = new Set((await db.prepare(`SELECT name FROM ${t}`).all()).results.map((r) => String(r.name)));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.name)) continue;
    await db.batch([...m.queries.map((q) => db.prepare(q)), db.prepare(`INSERT INTO ${t} (name) VALUES (?)`).bind(m.name)]);
    applied.push(m.name);
  }
  return applied;
}
