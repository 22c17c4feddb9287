import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputHash, outputHashes, upToDate, writeStamp } from './build-stamp';

let root: string;
const put = (rel: string, text: string) => {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), text);
};
/** A tree as a build leaves it, stamped. */
function built(production = true): string {
  const inputs = inputHash(root, production);
  writeStamp(root, { inputs, outputs: outputHashes(root) });
  return inputs;
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'stamp-'));
  put('content/pages/a/index.md', '# A');
  put('lib/x.ts', 'export const x = 1;');
  put('package-lock.json', '{}');
  put('dist/kv-bulk.json', '[]');
  put('public/build/app-1.js', 'js');
  put('worker/generated/site.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build stamp', () => {
  it('a tree built and left alone is up to date', () => {
    built();
    expect(upToDate(root, inputHash(root, true))).toBe(true);
  });

  it('never up to date without a stamp', () => {
    expect(upToDate(root, inputHash(root, true))).toBe(false);
  });

  it('an edited source, page or lockfile changes the inputs', () => {
    const before = built();
    for (const [file, text] of [
      ['content/pages/a/index.md', '# A!'],
      ['lib/x.ts', 'export const x = 2;'],
      ['package-lock.json', '{"v":1}'],
      ['content/pages/b/index.md', 'new page'],
    ] as const) {
      put(file, text);
      const now = inputHash(root, true);
      expect(now, file).not.toBe(before);
      expect(upToDate(root, now)).toBe(false);
    }
  });

  it('the other build mode is not the same build', () => {
    built(true);
    expect(upToDate(root, inputHash(root, false))).toBe(false);
  });

  it('outputs are not inputs, but a changed, missing or extra output forces a build', () => {
    const inputs = built();
    put('dist/kv-bulk.json', '[1]');
    expect(inputHash(root, true)).toBe(inputs);
    expect(upToDate(root, inputs)).toBe(false);

    put('dist/kv-bulk.json', '[]');
    expect(upToDate(root, inputs)).toBe(true);
    rmSync(join(root, 'public/build/app-1.js'));
    expect(upToDate(root, inputs)).toBe(false);

    put('public/build/app-1.js', 'js');
    put('public/build/stale.js', 'old');
    expect(upToDate(root, inputs)).toBe(false);
  });

  it('a corrupt stamp means a full build, not a crash', () => {
    built();
    put('.cache/build-stamp.json', '{not json');
    expect(upToDate(root, inputHash(root, true))).toBe(false);
  });
});
