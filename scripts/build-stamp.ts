/**
 * The warm build: `npm run build` with nothing changed since the last build
 * does nothing. A stamp written after each successful build records a hash
 * of every input (sources, content, lockfiles, build mode) and of every
 * output file; when both still match, the outputs are the build's answer.
 * Anything else (an edited file, a deleted or touched output, a dependency
 * installed, the other build mode) runs the full build. Hashes of contents
 * only: no file times, so a fresh checkout of the same tree matches.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Folders whose files are build inputs (outputs inside them are excluded below). */
const INPUT_DIRS = ['content', 'scripts', 'lib', 'ui', 'client', 'worker', 'public'];
/** Single files that are build inputs; `node_modules/.package-lock.json` changes with every install. */
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json', 'wrangler.toml', 'node_modules/.package-lock.json'];
/** What a build writes. */
export const OUTPUT_DIRS = ['dist', 'public/build', 'public/site', 'public/og', 'public/pictures', 'worker/generated'];
const STAMP = '.cache/build-stamp.json';

export interface BuildStamp {
  inputs: string;
  outputs: Record<string, string>;
}

function files(root: string, dir: string, skip: Set<string>): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs) || skip.has(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(abs, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...files(root, rel, skip));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** One hash of every input file's path and contents, and of the build mode. */
export function inputHash(root: string, production: boolean): string {
  const skip = new Set(OUTPUT_DIRS);
  const h = createHash('sha256')
    .update(production ? 'production' : 'development')
    .update(process.env.CLIENT_KEEP_NAMES === '1' ? ':keep-names' : '');
  const paths = [...INPUT_DIRS.flatMap((d) => files(root, d, skip)), ...INPUT_FILES.filter((f) => existsSync(join(root, f)))];
  for (const p of paths)
    h.update('\0')
      .update(p)
      .update('\0')
      .update(readFileSync(join(root, p)));
  return h.digest('hex');
}

/** Path -> hash of every output file. */
export function outputHashes(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of OUTPUT_DIRS.flatMap((d) => files(root, d, new Set()))) out[p] = sha(readFileSync(join(root, p)));
  return out;
}

export function readStamp(root: string): BuildStamp | undefined {
  try {
    const s = JSON.parse(readFileSync(join(root, STAMP), 'utf8')) as BuildStamp;
    return typeof s.inputs === 'string' && s.outputs && typeof s.outputs === 'object' ? s : undefined;
  } catch {
    return undefined;
  }
}

export function writeStamp(root: string, stamp: BuildStamp): void {
  mkdirSync(dirname(join(root, STAMP)), { recursive: true });
  writeFileSync(join(root, STAMP), JSON.stringify(stamp));
}

/** True when the last build's stamp matches the inputs and the outputs on disk exactly. */
export function upToDate(root: string, inputs: string): boolean {
  const stamp = readStamp(root);
  if (!stamp || stamp.inputs !== inputs) return false;
  const now = outputHashes(root);
  const keys = Object.keys(stamp.outputs);
  return keys.length > 0 && keys.length === Object.keys(now).length && keys.every((k) => now[k] === stamp.outputs[k]);
}
