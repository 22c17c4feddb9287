/**
 * Build cache of the extracted API data. The key hashes everything the data
 * depends on: the documented packages' names and versions (and the nested
 * copies they carry), TypeScript's and @types/react's versions, the
 * extractor's own source, and the list of pages and hooks asked for. A hit
 * skips the TypeScript program entirely.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { PACKAGES, installedVersion, packageDir } from './packages';
import type { ApiTarget } from './targets';
import { API_DATA_VERSION, type ApiData } from './types';

/** Source files whose content decides the extracted data (render files are not among them). */
export const EXTRACTOR_FILES = ['cache.ts', 'classes.ts', 'extract.ts', 'jsdoc.ts', 'members.ts', 'packages.ts', 'program.ts', 'targets.ts', 'types.ts'];

/** Name@version of every package the data is read from, nested copies included. */
export function packageVersions(root: string): string[] {
  const out = [`typescript@${ts.version}`, `@types/react@${installedVersion(root, '@types/react')}`];
  for (const spec of PACKAGES) {
    out.push(`${spec.name}@${installedVersion(root, spec.name)}`);
    const nested = join(packageDir(root, spec.name), 'node_modules', '@mui');
    if (!existsSync(nested)) continue;
    for (const name of readdirSync(nested).sort()) {
      const json = join(nested, name, 'package.json');
      if (existsSync(json)) out.push(`${spec.name}>@mui/${name}@${(JSON.parse(readFileSync(json, 'utf8')) as { version: string }).version}`);
    }
  }
  return out;
}

/** The extractor's source text: from scripts/api when present, else this (bundled) module's file. */
function extractorSource(root: string): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const dir of [here, join(root, 'scripts', 'api')]) {
    if (EXTRACTOR_FILES.every((f) => existsSync(join(dir, f)))) return EXTRACTOR_FILES.map((f) => readFileSync(join(dir, f), 'utf8')).join('\0');
  }
  return readFileSync(fileURLToPath(import.meta.url), 'utf8');
}

/** Hash of everything the extracted data depends on. */
export function cacheKey(root: string, targets: readonly ApiTarget[], hookNames: readonly string[]): string {
  const hash = createHash('sha256');
  hash.update(`api-data ${API_DATA_VERSION}\n`);
  hash.update(packageVersions(root).join('\n'));
  hash.update(extractorSource(root));
  hash.update(JSON.stringify(targets));
  hash.update(JSON.stringify([...new Set(hookNames)].sort()));
  return hash.digest('hex');
}

const PREFIX = 'api-data-';

/**
 * Returns the cached data for a key, or extracts and caches it.
 * @returns the data and whether it came from the cache.
 */
export function cached(cacheDir: string, key: string, extract: () => ApiData): { data: ApiData; hit: boolean } {
  const file = join(cacheDir, `${PREFIX}${key.slice(0, 24)}.json`);
  if (existsSync(file)) {
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as ApiData;
      if (data.dataVersion === API_DATA_VERSION) return { data, hit: true };
    } catch {
      // A torn or foreign file: extract again and overwrite it.
    }
  }
  const data = extract();
  mkdirSync(cacheDir, { recursive: true });
  for (const old of readdirSync(cacheDir)) if (old.startsWith(PREFIX) && old.endsWith('.json') && join(cacheDir, old) !== file) rmSync(join(cacheDir, old), { force: true });
  // Written aside then renamed: a concurrent or interrupted build never reads half a file.
  writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(data));
  renameSync(`${file}.${process.pid}.tmp`, file);
  return { data, hit: false };
}
