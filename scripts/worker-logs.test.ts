/**
 * Every log line of the worker goes through worker/log.ts (one JSON object
 * per line, with route, KV key and kind): no other file of the request path
 * (worker/, lib/, ui/) calls console directly. Tests and build-time code
 * are not on the request path.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (name === 'generated' || name === 'node_modules') continue;
    if (statSync(full).isDirectory()) sources(full, out);
    else if (/\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) && !name.startsWith('test-')) out.push(full);
  }
  return out;
}

it('no request-path file but worker/log.ts writes to the console', () => {
  const offenders = ['worker', 'lib', 'ui']
    .flatMap((d) => sources(join(ROOT, d)))
    .filter((f) => relative(ROOT, f) !== join('worker', 'log.ts'))
    .flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ at: `${relative(ROOT, f)}:${i + 1}`, line }))
        .filter(({ line }) => /\bconsole\.(error|warn|log|info|debug)\s*\(/.test(line) && !/^\s*(\*|\/\/)/.test(line)),
    )
    .map(({ at, line }) => `${at}: ${line.trim()}`);
  expect(offenders).toEqual([]);
});
