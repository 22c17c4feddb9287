import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchTree, type TreeWatcher } from './watch-tree';

let dir: string;
let watcher: TreeWatcher | undefined;
const seen: string[] = [];

function start(): void {
  dir = mkdtempSync(join(tmpdir(), 'watch-tree-'));
  mkdirSync(join(dir, 'pages', 'grid'), { recursive: true });
  writeFileSync(join(dir, 'pages', 'grid', 'index.md'), '# Grid\n');
  seen.length = 0;
  watcher = watchTree(dir, (file) => seen.push(file));
}

/** Waits until `file` was reported (the events arrive asynchronously), then clears the list. */
async function reported(file: string): Promise<void> {
  const t0 = Date.now();
  while (!seen.includes(file)) {
    if (Date.now() - t0 > 3000) throw new Error(`${file} not reported; saw ${JSON.stringify(seen)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  seen.length = 0;
}

afterEach(() => {
  watcher?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('watchTree', () => {
  it('reports a file written in place, in a nested folder', async () => {
    start();
    writeFileSync(join(dir, 'pages', 'grid', 'index.md'), '# Grid, edited\n');
    await reported('pages/grid/index.md');
  });

  it('reports every save of an editor that writes a temporary file and renames it over the original', async () => {
    start();
    const file = join(dir, 'pages', 'grid', 'index.md');
    for (let save = 1; save <= 3; save++) {
      const temp = join(dir, 'pages', 'grid', `.index.md.swp${save}`);
      writeFileSync(temp, `# Grid, save ${save}\n`);
      renameSync(temp, file);
      await reported('pages/grid/index.md');
      // An in-place write after the rename is seen too.
      writeFileSync(file, `# Grid, save ${save}, in place\n`);
      await reported('pages/grid/index.md');
    }
  });

  it('watches folders created after it started', async () => {
    start();
    mkdirSync(join(dir, 'pages', 'charts', 'bars'), { recursive: true });
    await new Promise((r) => setTimeout(r, 50));
    writeFileSync(join(dir, 'pages', 'charts', 'bars', 'index.md'), '# Bars\n');
    await reported('pages/charts/bars/index.md');
    writeFileSync(join(dir, 'pages', 'charts', 'bars', 'Demo.tsx'), 'export default 1;\n');
    await reported('pages/charts/bars/Demo.tsx');
  });

  it('watches a folder removed and made again under the same name', async () => {
    start();
    rmSync(join(dir, 'pages', 'grid'), { recursive: true });
    await reported('pages/grid');
    mkdirSync(join(dir, 'pages', 'grid'));
    await reported('pages/grid');
    writeFileSync(join(dir, 'pages', 'grid', 'index.md'), '# Grid, again\n');
    await reported('pages/grid/index.md');
  });

  it('reports nothing after close', async () => {
    start();
    watcher!.close();
    writeFileSync(join(dir, 'pages', 'grid', 'index.md'), '# Grid, closed\n');
    await new Promise((r) => setTimeout(r, 200));
    expect(seen).toEqual([]);
  });
});
