import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Plugin } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { PICKER_EFFECTS, TREE_EFFECTS } from '../../client/demos/picker-tree';
import { bundleForTest } from './bundle-virtualizer';
import { slicedSource } from './eval-slices';
import { isPickerTreePatched, pickerTreePatchedSource } from './picker-tree-patches';

const require = createRequire(import.meta.url);
const pickers = dirname(require.resolve('@mui/x-date-pickers/package.json'));
const tree = dirname(require.resolve('@mui/x-tree-view/package.json'));
// @mui/x-tree-view-pro 8.10.1 brings its own @mui/x-tree-view 8.10.2, whose files differ: its id and items are patched.
const proTree = join(dirname(require.resolve('@mui/x-tree-view-pro/package.json')), 'node_modules/@mui/x-tree-view');
const PICKER = 'esm/internals/hooks/usePicker/usePicker.js';
const FIELD = 'esm/internals/hooks/useField/useFieldV7TextField.js';
const FIELD_STATE = 'esm/internals/hooks/useField/useFieldState.js';
const TREE_ID = 'esm/internals/corePlugins/useTreeViewId/useTreeViewId.js';
const TREE_FILES = [
  TREE_ID,
  'esm/internals/plugins/useTreeViewItems/useTreeViewItems.js',
  'esm/internals/plugins/useTreeViewSelection/useTreeViewSelection.js',
  'esm/internals/plugins/useTreeViewLabel/useTreeViewLabel.js',
];
const FILES = [...[PICKER, FIELD, FIELD_STATE].map((f) => join(pickers, f)), ...TREE_FILES.map((f) => join(tree, f))];
const version = (root: string) => (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

describe('the pickers’ and Tree View’s patches', () => {
  it('apply to the installed files of the versions they were written for, through the client build’s module slicing', () => {
    expect(version(pickers)).toBe('8.11.1');
    expect(version(tree)).toBe('8.11.1');
    for (const f of FILES) {
      expect(isPickerTreePatched(f), f).toBe(true);
      const code = pickerTreePatchedSource(f);
      expect(code).not.toBe(readFileSync(f, 'utf8'));
      expect(code).toMatch(new RegExp(`${PICKER_EFFECTS}|${TREE_EFFECTS}|demoRememberItemsSource`));
      // evalSlicesPlugin loads every @mui/*/esm file (one onLoad per file in esbuild): it must apply the patches.
      expect(slicedSource(f).startsWith(code)).toBe(true);
    }
    expect(pickerTreePatchedSource(join(pickers, PICKER))).toContain('queueMicrotask(() => {');
    expect(pickerTreePatchedSource(join(pickers, PICKER))).toContain('demoOpen.current = state.open;');
    expect(pickerTreePatchedSource(join(pickers, FIELD))).toContain('if (parsedSelectedSections == null && !focused && globalThis["__demoRevealing"] === true');
    // The field's yield points: 4 in useFieldV7TextField, 5 in useFieldState (which exports the helpers).
    expect(pickerTreePatchedSource(join(pickers, FIELD)).match(/demoFieldSlicePoint\(demoSlices\);/g)).toHaveLength(4);
    expect(pickerTreePatchedSource(join(pickers, FIELD_STATE)).match(/demoFieldSlicePoint\(demoSlices\);/g)).toHaveLength(5);
    expect(pickerTreePatchedSource(join(pickers, FIELD_STATE))).toContain('export function useDemoFieldSlices()');
    // One gate state per field component (tests/e2e/field-slices.spec.ts): V7 passes its own to useFieldState.
    expect(pickerTreePatchedSource(join(pickers, FIELD)).match(/useDemoFieldSlices\(\)/g)).toHaveLength(1);
    expect(pickerTreePatchedSource(join(pickers, FIELD))).toContain('useFieldState({\n    demoSlices,\n    manager,');
    expect(pickerTreePatchedSource(join(pickers, FIELD_STATE))).toContain('const demoSlices = parameters.demoSlices ?? useDemoFieldSlices();');
    // The Pro tree view's nested copy (8.10.2): its id and items only.
    expect(version(proTree)).toBe('8.10.2');
    expect(TREE_FILES.map((f) => isPickerTreePatched(join(proTree, f)))).toEqual([true, true, false, false]);
    for (const f of TREE_FILES.slice(0, 2)) expect(slicedSource(join(proTree, f)).startsWith(pickerTreePatchedSource(join(proTree, f)))).toBe(true);
    expect(pickerTreePatchedSource(join(proTree, TREE_FILES[1]!))).toContain('demoSameItemsSource(demoItemsSource.get(store.value.items), params)');
    expect(slicedSource(join(proTree, TREE_FILES[2]!)).startsWith(readFileSync(join(proTree, TREE_FILES[2]!), 'utf8'))).toBe(true);
    expect(isPickerTreePatched(join(pickers, 'esm/DatePicker/DatePicker.js'))).toBe(false);
  });

  it('fail the build on another version of the package, or a moved text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'picker-tree-'));
    try {
      const root = join(dir, 'node_modules/@mui/x-tree-view');
      mkdirSync(dirname(join(root, TREE_ID)), { recursive: true });
      cpSync(join(tree, TREE_ID), join(root, TREE_ID));
      writeFileSync(join(root, 'package.json'), JSON.stringify({ name: '@mui/x-tree-view', version: '9.0.0' }));
      expect(() => pickerTreePatchedSource(join(root, TREE_ID))).toThrow(/@mui\/x-tree-view 9\.0\.0, not 8\.11\.1/);
      writeFileSync(join(root, 'package.json'), JSON.stringify({ name: '@mui/x-tree-view', version: '8.11.1' }));
      expect(pickerTreePatchedSource(join(root, TREE_ID))).toContain('createTreeViewDefaultId() : undefined');
      writeFileSync(join(root, TREE_ID), readFileSync(join(tree, TREE_ID), 'utf8').replace('treeId: undefined,', 'treeId: void 0,'));
      expect(() => pickerTreePatchedSource(join(root, TREE_ID))).toThrow(/not found; update scripts\/demos\/picker-tree-patches\.ts/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('a Tree View’s first state', () => {
    type Init = (params: { id?: string }) => { id: { treeId: string | undefined; providedTreeId: string | undefined } };
    const g = globalThis as typeof globalThis & Record<string, boolean | undefined>;
    afterEach(() => {
      delete g[TREE_EFFECTS];
    });

    async function load(): Promise<Init> {
      const plugin: Plugin = {
        name: 'picker-tree-test',
        setup(b) {
          b.onLoad({ filter: /useTreeViewId\.js$/ }, (args) => (isPickerTreePatched(args.path) ? { contents: pickerTreePatchedSource(args.path), loader: 'js' } : undefined));
        },
      };
      const code = await bundleForTest(`export { useTreeViewId } from ${JSON.stringify(join(tree, TREE_ID))};`, plugin);
      const mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { useTreeViewId: { getInitialState: Init } };
      return mod.useTreeViewId.getInitialState;
    }

    it('holds the tree’s id already (published: undefined until a mount effect makes it), and the given id when there is one', async () => {
      const init = await load();
      const first = init({}).id.treeId;
      expect(first).toMatch(/^mui-tree-view-\d+$/);
      expect(init({}).id.treeId).not.toBe(first);
      expect(init({ id: 'catalog' }).id).toEqual({ treeId: 'catalog', providedTreeId: 'catalog' });
      g[TREE_EFFECTS] = false;
      expect(init({}).id.treeId).toBeUndefined();
    });
  });
});
