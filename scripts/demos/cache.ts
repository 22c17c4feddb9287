/**
 * On-disk cache of compiled demo variants (`.cache/demos/<hash>.json`),
 * keyed by the hash of everything that goes into them (sources, compiler
 * version, lockfile, mode). Type stripping, prettier and shiki cost tens of
 * milliseconds per file; with the cache a build only pays for what changed.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Most entries kept; the oldest go first. */
const MAX_ENTRIES = 6000;

function dirOf(root: string): string {
  return join(root, '.cache', 'demos');
}

/** A cached value, or undefined (missing or unreadable entries are misses). */
export function readCached<T>(root: string, key: string): T | undefined {
  const file = join(dirOf(root), `${key}.json`);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

let writes = 0;

/** Stores a value; now and then trims the cache to MAX_ENTRIES. */
export function writeCached(root: string, key: string, value: unknown): void {
  const dir = dirOf(root);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${key}.json`), JSON.stringify(value));
    if (++writes % 50 === 0) trim(dir);
  } catch {
    // A read-only or full disk only costs speed.
  }
}

function trim(dir: string): void {
  const files = readdirSync(dir).map((name) => ({ name, t: statSync(join(dir, name)).mtimeMs }));
  if (files.length <= MAX_ENTRIES) return;
  files.sort((a, b) => a.t - b.t);
  for (const f of files.slice(0, files.length - MAX_ENTRIES)) rmSync(join(dir, f.name), { force: true });
}
