/**
 * What a browser spec lists from the build when it loads (the pages to visit, the demos to sample), worked out
 * from `dist/kv-bulk.json` once per build and kept in `.cache/e2e/`.
 *
 * Playwright loads a spec file in its runner, to list the tests, and again in each worker that runs one of
 * them. Reading and parsing the 160 MB bulk file took 25-30 s of CPU each time (stop 22's profile of a
 * console batch): minutes of a CI run's two cores for a list of a few hundred paths.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KvEntry } from '../../scripts/serve';

const BULK = 'dist/kv-bulk.json';
const DIR = '.cache/e2e';

/**
 * `derive` applied to the build's KV entries, read from the cache when this build (the bulk file's size
 * and time) and this `derive` (its source) already made it. The value must survive JSON.
 */
export function fromBuild<T>(name: string, derive: (entries: KvEntry[]) => T): T {
  const bulk = statSync(BULK);
  const key = createHash('sha256').update(`${bulk.size}:${bulk.mtimeMs}:${derive.toString()}`).digest('hex').slice(0, 16);
  const file = join(DIR, `${name}-${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    // Not made yet for this build (or unreadable): work it out below.
  }
  const value = derive(JSON.parse(readFileSync(BULK, 'utf8')) as KvEntry[]);
  mkdirSync(DIR, { recursive: true });
  // Written aside and renamed: a worker that loads the spec meanwhile reads the whole file or none.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(value));
  renameSync(partial, file);
  return value;
}
