import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { GRID_SELECTOR_COMMIT } from '../../client/demos/grid-selector';
import { slicedSource } from './eval-slices';
import { GRID_SELECTOR_FILE, GRID_SELECTOR_VERSIONS, gridSelectorSource } from './grid-selector';

const require = createRequire(import.meta.url);
const grid = dirname(require.resolve('@mui/x-data-grid/package.json'));
const HOOK = join(grid, 'esm/hooks/utils/useGridSelector.js');
const version = (root: string) => (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

describe('the grid selector patch', () => {
  it('was read for the installed @mui/x-data-grid', () => {
    expect(GRID_SELECTOR_VERSIONS).toContain(version(grid));
  });

  it('applies to useGridSelector.js only, through the client build’s module slicing', () => {
    expect(GRID_SELECTOR_FILE.test(HOOK)).toBe(true);
    expect(GRID_SELECTOR_FILE.test(join(grid, 'esm/hooks/utils/useGridSelectorV8.js'))).toBe(false);
    expect(GRID_SELECTOR_FILE.test(join(dirname(grid), 'x-data-grid-pro/esm/hooks/utils/useGridSelector.js'))).toBe(false);
    const sliced = slicedSource(HOOK);
    expect(sliced).toContain(`const demoCommitSubscribe = globalThis[${JSON.stringify(GRID_SELECTOR_COMMIT)}] !== false;`);
    expect(() => transformSync(sliced, { loader: 'js', format: 'esm' })).not.toThrow();
  });

  it('marks the commit in an insertion effect when on, and subscribes as published when off', () => {
    const code = gridSelectorSource(HOOK);
    const on = code.indexOf('if (demoCommitSubscribe) {');
    expect(on).toBeGreaterThan(0);
    expect(code.indexOf('React.useInsertionEffect(', on)).toBeGreaterThan(on);
    expect(code).toContain('  } else {\n    useSyncExternalStore(unsubscribe, subscribe, emptyGetSnapshot);\n  }');
    // The store's update count at the first selection and at a change of arguments, compared in the commit.
    expect(code.split('refs.current.demoSeen = apiRef.current.store.updateTick;').length - 1).toBe(2);
    expect(code).toContain('if (apiRef.current.store.updateTick !== demo.demoSeen) {\n        queueMicrotask(demo.demoListener);');
    // Before the commit, the listener updates nothing outside the render's task: it goes instead.
    expect(code).toContain('if (!demo.demoCommitted && !demo.demoRendering) {');
  });

  it('fails when a text it replaces moved', () => {
    const published = readFileSync(HOOK, 'utf8');
    expect(() => gridSelectorSource(HOOK, published.replace('useSyncExternalStore(unsubscribe, subscribe, emptyGetSnapshot);', 'useSyncExternalStore(a, b, c);'))).toThrow(/grid-selector\.ts/);
  });
});
