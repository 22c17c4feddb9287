import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { GRID_SLICE_CONTEXT, GRID_SLICES_DEBUG } from '../../client/demos/grid-slices';
import { slicedSource } from './eval-slices';
import { gridSlicesSource, MUI_X_VERSION, SLICED_GRID_FILES, sliceSource } from './grid-slices';

const require = createRequire(import.meta.url);
const pkg = (name: string) => dirname(require.resolve(`${name}/package.json`));
const ROOT_HOOKS = [
  { file: join(pkg('@mui/x-data-grid'), 'esm/DataGrid/useDataGridComponent.js'), points: 51 },
  { file: join(pkg('@mui/x-data-grid-pro'), 'esm/DataGridPro/useDataGridProComponent.js'), points: 76 },
  { file: join(pkg('@mui/x-data-grid-premium'), 'esm/DataGridPremium/useDataGridPremiumComponent.js'), points: 94 },
];
const INITIALIZE_STATE = join(pkg('@mui/x-data-grid'), 'esm/hooks/utils/useGridInitializeState.js');

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the grid slices patch', () => {
  it('was read for the installed MUI X', () => {
    for (const name of ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium']) {
      const { version } = JSON.parse(readFileSync(join(pkg(name), 'package.json'), 'utf8')) as { version: string };
      expect(version, `${name}: check the anchors and counts of scripts/demos/grid-slices.ts, then update MUI_X_VERSION`).toBe(MUI_X_VERSION);
    }
  });

  it('puts a yield point before each hook of the three root hooks, and the gate first', () => {
    for (const { file, points } of ROOT_HOOKS) {
      expect(SLICED_GRID_FILES.test(file)).toBe(true);
      const code = gridSlicesSource(file);
      expect(count(code, '  demoSlicePoint(demoSlices);\n  useGrid')).toBe(points);
      expect(count(code, 'const demoSlices = useDemoSlices();')).toBe(1);
      // The gate comes before the first hook (its three hooks are always called, first).
      const body = code.slice(code.indexOf('Component = (apiRef'));
      expect(body.indexOf('const demoSlices = useDemoSlices();')).toBeLessThan(body.search(/\buse[A-Z]\w*\(/));
      expect(code).toContain(`globalThis[${JSON.stringify(GRID_SLICE_CONTEXT)}]`);
      expect(code).toContain('React.use(p);');
      // Still a valid module.
      expect(() => transformSync(code, { loader: 'js', format: 'esm' })).not.toThrow();
    }
  });

  it('counts the state initialisers only for a test’s debug object', () => {
    expect(SLICED_GRID_FILES.test(INITIALIZE_STATE)).toBe(true);
    const code = gridSlicesSource(INITIALIZE_STATE);
    expect(code).toContain(`const demoDebug = globalThis[${JSON.stringify(GRID_SLICES_DEBUG)}];`);
    expect(code).toContain('if (demoDebug) demoDebug.initializers += 1;');
  });

  it('is applied by the module evaluation slices, which load these files in the client build', () => {
    const code = slicedSource(ROOT_HOOKS[2]!.file);
    expect(count(code, 'demoSlicePoint(demoSlices);')).toBe(94);
    expect(code).toContain('await new Promise');
  });

  it('fails the build when a root hook changed', () => {
    const { file } = ROOT_HOOKS[0]!;
    const code = readFileSync(file, 'utf8');
    // A hook more (or less) than the file was read with.
    expect(() => sliceSource(file, code.replace('  useGridEvents(apiRef, props);\n', '  useGridEvents(apiRef, props);\n  useGridExtra(apiRef);\n'))).toThrow(/52 useGrid\* statements, 51 expected/);
    expect(() => sliceSource(file, code.replace('export const useDataGridComponent = (apiRef, props', 'export function useDataGridComponent(apiRef, props'))).toThrow(/not found/);
    expect(() => gridSlicesSource(INITIALIZE_STATE, 'export const useGridInitializeState = () => {};')).toThrow(/not found/);
    expect(() => sliceSource('/x/other.js', code)).toThrow(/not a file/);
  });
});
