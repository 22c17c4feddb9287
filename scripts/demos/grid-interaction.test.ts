import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { FOOTER_WARM } from '../../client/demos/footer-warm';
import { GRID_CLICK, GRID_HEADER_TAB, GRID_MODEL_PROPS, GRID_ROW_SPACING, GRID_SORT_ONCE } from '../../client/demos/grid-interaction';
import { slicedSource } from './eval-slices';
import { GRID_INTERACTION_VERSIONS, gridInteractionSource, isGridInteractionPatched, MODEL_PROP_KEYS, OWN_SELECTION_MARK } from './grid-interaction';

const require = createRequire(import.meta.url);
const grid = dirname(require.resolve('@mui/x-data-grid/package.json'));
const ROW = join(grid, 'esm/components/GridRow.js');
const VIRTUALIZER = join(grid, 'esm/hooks/core/useGridVirtualizer.js');
const HEADERS = join(grid, 'esm/components/GridHeaders.js');
const MENU = join(grid, 'esm/components/menu/columnMenu/GridColumnHeaderMenu.js');
const FOOTER = join(grid, 'esm/components/GridFooter.js');
const SORTING = join(grid, 'esm/hooks/features/sorting/useGridSorting.js');
const DATA_GRID = join(grid, 'esm/DataGrid/DataGrid.js');
const FILES = [ROW, VIRTUALIZER, HEADERS, MENU, FOOTER, SORTING, DATA_GRID];
const version = (root: string) => (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
const count = (text: string, part: string) => text.split(part).length - 1;

describe('the grid interaction patch', () => {
  it('was read for the installed @mui/x-data-grid', () => {
    expect(GRID_INTERACTION_VERSIONS).toContain(version(grid));
  });

  it('applies to its seven files, through the client build’s module slicing, after the other patches of the same files', () => {
    for (const f of FILES) {
      expect(isGridInteractionPatched(f), f).toBe(true);
      const sliced = slicedSource(f);
      expect(sliced).not.toContain(readFileSync(f, 'utf8'));
      expect(sliced).toMatch(new RegExp(`${GRID_CLICK}|${GRID_HEADER_TAB}|${FOOTER_WARM}|${GRID_SORT_ONCE}|${GRID_MODEL_PROPS}`));
      // Still a valid module (the slicing's top-level await: an ES module).
      expect(() => transformSync(sliced, { loader: 'js', format: 'esm' })).not.toThrow();
    }
    // useGridVirtualizer.js is also patched by the size hint (scripts/demos/grid-size-hint.ts): both patches are in.
    expect(slicedSource(VIRTUALIZER)).toContain('demoSizeHint');
    expect(isGridInteractionPatched(join(grid, 'esm/components/cell/GridCell.js'))).toBe(false);
    expect(isGridInteractionPatched(join(dirname(grid), 'x-data-grid-pro/esm/components/GridRow.js'))).toBe(false);
  });

  it('lets a default row read its own selection, and keeps a replaced row slot as published', () => {
    const row = gridInteractionSource(ROW);
    expect(row).toContain(`MemoizedGridRow.${OWN_SELECTION_MARK} = true;`);
    expect(row).toContain(`const demoOwnSelection = globalThis[${JSON.stringify(GRID_CLICK)}] !== false && rootProps.slots.row?.${OWN_SELECTION_MARK} === true;`);
    // The subscription is always called (hooks keep their order); off, its argument is null and the prop is used.
    expect(row).toContain('useGridSelector(apiRef, demoRowInSelection, demoOwnSelection ? rowId : null);');
    expect(row).toContain(': demoSelectedProp;');
    expect(count(row, 'selected && ')).toBe(1);
    const virtualizer = gridInteractionSource(VIRTUALIZER);
    expect(virtualizer).toContain('demoOwnSelection ? demoSameSelection : Object.is');
    expect(virtualizer).toContain('const rowSelectionManager = demoOwnSelection ? gridRowSelectionManagerSelector(apiRef) : demoSubscribedSelection;');
    expect(virtualizer).toContain('selected: isRowSelected(params.id),');
  });

  it('lets a row subscribe to the spacing of its height entry, the only keys it reads', () => {
    // Published, a row reads no other key of the entry it subscribes to a copy of (checked on the installed source).
    const published = readFileSync(ROW, 'utf8');
    expect(published.match(/heightEntry\.\w+/g)?.sort()).toEqual(['heightEntry.spacingBottom', 'heightEntry.spacingBottom', 'heightEntry.spacingTop', 'heightEntry.spacingTop']);
    expect(count(published, 'heightEntry')).toBe(6);
    const row = gridInteractionSource(ROW);
    expect(row).toContain(`useGridSelector(apiRef, globalThis[${JSON.stringify(GRID_ROW_SPACING)}] !== false ? demoRowSpacing : () => _extends({}, apiRef.current.getRowHeightEntry(rowId)),`);
    expect(row).toContain('spacingTop: entry.spacingTop,');
  });

  it('renders the footer’s selected-row count once, hidden, before the first selection', () => {
    const footer = gridInteractionSource(FOOTER);
    expect(footer).toContain(`if (demoWarm > 1 || !(globalThis[${JSON.stringify(FOOTER_WARM)}] !== false)) {`);
    expect(footer).toContain('React.startTransition(() => setDemoWarm(demoWarm + 1))');
    expect(footer).toMatch(
      /paginationElement, demoWarm === 1 && !rootProps\.hideFooterSelectedRowCount && selectedRowCount === 0 && \/\*#__PURE__\*\/_jsx\(GridSelectedRowCount, \{\s+selectedRowCount: 1,\s+style: \{\s+display: 'none'/,
    );
  });

  it('defers the headers’ tab stop as a transition and mounts a column menu when it first opens', () => {
    const headers = gridInteractionSource(HEADERS);
    expect(headers).toContain('React.startTransition(() => setValue(next));');
    expect(headers).toContain('const hasNoCellTabIndexState = demoDeferTabStop ? demoNoCellTabStop : demoPublishedNoCellTabStop;');
    const menu = gridInteractionSource(MENU);
    expect(menu).toContain(`(!demoOpened.current && globalThis[${JSON.stringify(GRID_HEADER_TAB)}] !== false && !demoRootProps.onMenuClose)`);
  });

  it('sorts the rows at a new sort model only when the grid’s state took it, published when switched off', () => {
    const published = readFileSync(SORTING, 'utf8');
    // The published text: setSortModel sorts whatever setState answered (false: a controlled model kept the prop's).
    expect(published).toContain('      apiRef.current.setState(mergeStateWithSortModel(model, props.disableMultipleColumnsSorting));\n      apiRef.current.applySorting();\n');
    const sorting = slicedSource(SORTING);
    expect(sorting).toContain('const demoTaken = apiRef.current.setState(mergeStateWithSortModel(model, props.disableMultipleColumnsSorting));');
    expect(sorting).toContain(`if (demoTaken !== false || !(globalThis[${JSON.stringify(GRID_SORT_ONCE)}] !== false)) {\n        apiRef.current.applySorting();`);
    // The other paths that sort (rows, columns, strategy changes, the first render) are untouched.
    expect(count(sorting, 'apiRef.current.applySorting()')).toBe(count(published, 'apiRef.current.applySorting()'));
    // The setState it relies on answers false exactly when the state was not changed (a controlled model, or no change).
    const state = readFileSync(join(grid, 'esm/hooks/core/useGridStateInitialization.js'), 'utf8');
    expect(state).toContain('if (apiRef.current.state === newState) {\n      return false;');
    expect(state).toContain('return !ignoreSetState;');
  });

  it('keeps the root props context when only a controlled sort model and its handler changed, published when switched off', () => {
    const source = slicedSource(DATA_GRID);
    expect(source).toContain('const demoContextProps = useDemoContextProps(props);');
    expect(source).toMatch(/configuration: configuration,\n\s+props: demoContextProps,\n\s+children: \/\*#__PURE__\*\/_jsx\(GridRoot, _extends\(\{\n\s+className: props\.className,/);
    // The hook, run with a stand-in React: a ref that keeps its value across renders.
    const body = source.slice(source.indexOf('const DEMO_MODEL_PROP_KEYS'), source.indexOf('const configuration = {'));
    type Props = Record<string, unknown>;
    const make = () => {
      const ref = { current: undefined as unknown };
      const React = { useRef: (v: unknown) => (ref.current === undefined ? (ref.current = v) : undefined, ref) };
      return new Function('React', `${body}; return useDemoContextProps;`)(React) as (p: Props) => Props;
    };
    const onSort = () => {};
    const first: Props = { rows: [], columns: [], sortModel: [], onSortModelChange: onSort, density: 'standard' };
    const use = make();
    expect(use(first)).toBe(first);
    // Only the model and its handler changed: the same object, holding the new values.
    const second: Props = { ...first, sortModel: [{ field: 'a', sort: 'asc' }], onSortModelChange: () => {} };
    expect(use(second)).toBe(first);
    expect(first.sortModel).toBe(second.sortModel);
    expect(first.onSortModelChange).toBe(second.onSortModelChange);
    // Any other prop changed (or one added): the new props, as published.
    const third: Props = { ...second, density: 'compact' };
    expect(use(third)).toBe(third);
    const fourth: Props = { ...third, sortModel: [], filterModel: { items: [] } };
    expect(use(fourth)).toBe(fourth);
    // Switched off: always the new props.
    (globalThis as Record<string, unknown>)[GRID_MODEL_PROPS] = false;
    try {
      const off = make();
      const a: Props = { sortModel: [] };
      off(a);
      const b: Props = { sortModel: [{ field: 'a', sort: 'asc' }] };
      expect(off(b)).toBe(b);
    } finally {
      delete (globalThis as Record<string, unknown>)[GRID_MODEL_PROPS];
    }
  });

  it('relies on props no component of the installed grids reads from the root props context', () => {
    const root = dirname(grid);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name));
        else if (e.name.endsWith('.js')) files.push(join(dir, e.name));
      }
    };
    for (const pkg of ['x-data-grid', 'x-data-grid-pro', 'x-data-grid-premium']) walk(join(root, pkg, 'esm'));
    expect(files.length).toBeGreaterThan(500);
    for (const key of MODEL_PROP_KEYS) {
      const readers = files.filter((f) => {
        const text = readFileSync(f, 'utf8');
        // rootProps.<key>, rootProps?.<key>, rootProps['<key>'], or <key> destructured from useGridRootProps().
        return new RegExp(`rootProps\\??\\.${key}\\b|rootProps\\[['"]${key}['"]\\]|\\{[^}]*\\b${key}\\b[^}]*\\}\\s*=\\s*useGridRootProps\\(`).test(text);
      });
      expect(readers, key).toEqual([]);
      // The one reader: the sorting hook, from the props it is given.
      const hook = files.filter((f) => readFileSync(f, 'utf8').includes(`props.${key}`));
      expect(hook.map((f) => f.slice(root.length))).toEqual(['/x-data-grid/esm/hooks/features/sorting/useGridSorting.js']);
    }
  });

  it('fails the build on another version of the package, or a moved text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'grid-interaction-'));
    try {
      const root = join(dir, 'node_modules/@mui/x-data-grid');
      const rel = 'esm/components/GridRow.js';
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      cpSync(ROW, join(root, rel));
      writeFileSync(join(root, 'package.json'), JSON.stringify({ name: '@mui/x-data-grid', version: '9.0.0' }));
      expect(() => gridInteractionSource(join(root, rel))).toThrow(/@mui\/x-data-grid 9\.0\.0, not 8\.11\.1/);
      writeFileSync(join(root, 'package.json'), JSON.stringify({ name: '@mui/x-data-grid', version: '8.11.1' }));
      expect(gridInteractionSource(join(root, rel))).toContain(OWN_SELECTION_MARK);
      writeFileSync(join(root, rel), readFileSync(ROW, 'utf8').replace('      selected,\n', '      isSelected,\n'));
      expect(() => gridInteractionSource(join(root, rel))).toThrow(/not found; update scripts\/demos\/grid-interaction\.ts/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
