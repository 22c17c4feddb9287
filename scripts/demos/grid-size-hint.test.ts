import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GRID_BEFORE_REVEAL, GRID_EFFECTS, GRID_MOUNT, GRID_READ, GRID_REVEAL, GRID_SIZE_HINT, GRID_TASKS, type GridSizeHint } from '../../client/demos/grid-hint';
import { REVEALING } from '../../client/demos/reveal-flag';
import { bundleVirtualizer } from './bundle-virtualizer';
import { gridSizeHintPlugin, patchedSource } from './grid-size-hint';
import { patchText } from './patch-text';

const require = createRequire(import.meta.url);
const virtualizer = dirname(require.resolve('@mui/x-virtualizer/package.json'));
const grid = dirname(require.resolve('@mui/x-data-grid/package.json'));
const FILES = [
  join(virtualizer, 'esm/features/dimensions.js'),
  join(virtualizer, 'esm/features/virtualization.js'),
  join(grid, 'esm/hooks/features/columns/gridColumnsUtils.js'),
  join(grid, 'esm/hooks/core/useGridVirtualizer.js'),
];

describe('the grid size hint patch', () => {
  it('applies to the installed MUI X files', () => {
    for (const f of FILES) {
      const code = patchedSource(f);
      expect(code).not.toBe(readFileSync(f, 'utf8'));
      expect(code).toMatch(/demoSizeHint|__demoGridSizeHint/);
    }
  });

  it('applies to the installed Select and grid virtualization files (the reveal’s synchronous updates)', () => {
    const material = dirname(require.resolve('@mui/material/package.json'));
    const select = patchedSource(join(material, 'esm/Select/SelectInput.js'));
    expect(select).toContain('queueMicrotask(() => setDisplayNode(node))');
    expect(select).toContain(`globalThis["${REVEALING}"] === true`);
    const flags = patchedSource(join(grid, 'esm/hooks/features/virtualization/useGridVirtualization.js'));
    expect(flags).toContain('demoFlags');
    const refs = patchedSource(join(virtualizer, 'esm/features/virtualization.js'));
    expect(refs).toContain('if (!demoFirstNode) setRefTick(tick => tick + 1);');
    // A hinted grid's hidden render reads its hinted state (the column headers' render context): the grid's selectors
    // read apiRef.current.state, not the store's state the published first-render copy writes.
    const sync = patchedSource(join(grid, 'esm/hooks/core/useGridVirtualizer.js'));
    expect(sync).toContain(': _extends({}, apiRef.current.state, { virtualization: demoState.virtualization });');
    // With the pre-render laid out before its reveal (client/demos/pre-style.ts), the hinted size and rows' positions too.
    expect(sync).toContain('apiRef.current.state = globalThis["__demoPreStyle"] !== false');
    expect(sync).toContain('dimensions: _extends({}, addGridDimensions(demoState.dimensions, headerHeight, groupHeaderHeight, headerFilterHeight, headersTotalHeight)),');
  });

  it('applies to the installed files of the grid’s mount effects (stop 12)', () => {
    const material = dirname(require.resolve('@mui/material/package.json'));
    const effects = `globalThis["${GRID_EFFECTS}"] !== false`;
    // A closed Tooltip (every column header has one) sets its child node after the reveal's commit.
    const tooltip = patchedSource(join(material, 'esm/Tooltip/Tooltip.js'));
    expect(tooltip).toContain('const handleRef = useForkRef(getReactElementRef(children), demoSetChildNode, ref);');
    expect(tooltip).toContain(`if (node && !demoOpen.current && globalThis["${REVEALING}"] === true && ${effects}) {`);
    // Equal props and columns states are not published again at mount.
    const props = patchedSource(join(grid, 'esm/hooks/core/useGridProps.js'));
    expect(props).toContain('state.props.listView === props.listView && state.props.getRowId === props.getRowId ? state :');
    const columns = patchedSource(join(grid, 'esm/hooks/features/columns/useGridColumns.js'));
    expect(columns.match(/if \(demoSameColumns\(gridColumnsStateSelector\(apiRef\), \w+\)\) return;/g)).toHaveLength(2);
    // A hinted grid's own state gets its store's size before the reveal (insertion effect) or at mount (fallback).
    const sync = patchedSource(join(grid, 'esm/hooks/core/useGridVirtualizer.js'));
    expect(sync).toContain(`const list = (globalThis["${GRID_BEFORE_REVEAL}"] ??= new Set());`);
    // It computes the size once: the copy it stores is of the object it compared.
    const syncSize = sync.slice(sync.indexOf('const demoSyncSize = () => {'), sync.indexOf('const demoSync = React.useRef(demoSyncSize);'));
    expect(syncSize.match(/addGridDimensions\(/g)).toHaveLength(1);
    expect(syncSize).toContain('const demoDimensions = addGridDimensions(v.dimensions,');
    expect(syncSize).toContain('!demoSameDimensions(apiRef.current.state.dimensions, demoDimensions)');
    expect(syncSize).toContain('dimensions: _extends({}, demoDimensions),');
    // The scrollbar's size is set in the commit that shows it.
    const scrollbar = patchedSource(join(grid, 'esm/components/virtualization/GridVirtualScrollbar.js'));
    expect(scrollbar).toContain(`(${effects} ? React.useLayoutEffect : React.useEffect)(() => {`);
  });

  it('compares columns states value by value (demoSameColumns)', async () => {
    const columns = patchedSource(join(grid, 'esm/hooks/features/columns/useGridColumns.js'));
    const start = columns.indexOf('function demoSameColumns(a, b) {');
    const end = columns.indexOf('\nexport function useGridColumns');
    const same = new Function(`${columns.slice(start, end)}\nreturn demoSameColumns;`)() as (a: object, b: object) => boolean;
    const render = () => 'x';
    const col = (width: number) => ({ field: 'a', computedWidth: width, renderCell: render });
    const state = (width: number, visible = true) => ({
      orderedFields: ['a'],
      lookup: { a: col(width) },
      columnVisibilityModel: { a: visible },
      initialColumnVisibilityModel: {},
    });
    expect(same(state(100), state(100))).toBe(true);
    expect(same(state(100), state(120))).toBe(false);
    expect(same(state(100), state(100, false))).toBe(false);
    expect(same(state(100), { ...state(100), orderedFields: ['a', 'b'] })).toBe(false);
    expect(same(state(100), { ...state(100), lookup: { a: { ...col(100), renderCell: () => 'y' } } })).toBe(false);
    const off = globalThis as typeof globalThis & Record<string, unknown>;
    off[GRID_EFFECTS] = false;
    try {
      expect(same(state(100), state(100))).toBe(false);
    } finally {
      delete off[GRID_EFFECTS];
    }
  });

  it('applies to the installed files of the grid’s mount tasks (stop 13)', () => {
    const material = dirname(require.resolve('@mui/material/package.json'));
    const tasks = `globalThis["${GRID_TASKS}"] !== false`;
    // A closed Tooltip's node, set after the reveal, is a transition (rendered in slices).
    const tooltip = patchedSource(join(material, 'esm/Tooltip/Tooltip.js'));
    expect(tooltip).toContain(`if (${tasks}) React.startTransition(() => setChildNode(node));`);
    // The mount's run of the pipe appliers skips a group last applied with the processors it has.
    const pipes = patchedSource(join(grid, 'esm/hooks/core/pipeProcessing/useGridPipeProcessing.js'));
    expect(pipes).toContain('if (demoFirstRun && groupCache.demoApplied === groupCache.processorsAsArray) continue;');
    expect(pipes).toContain('cache.current[group].demoApplied = processors;');
  });

  it('applies to the installed files of the grid’s state after its reveal (stop 14)', () => {
    const mount = `globalThis["${GRID_MOUNT}"] !== false`;
    // A hinted grid's dimensions are not published again when its state holds the same values.
    const sync = patchedSource(join(grid, 'esm/hooks/core/useGridVirtualizer.js'));
    expect(sync).toContain(`if (virtualizer.store.state.demoSizeHint === true && ${mount}) {`);
    expect(sync).toContain('demoKeys.every(k => demoNow[k] === demoNext[k])) return;');
    // A client-paginated grid's first render takes the filtered top-level row count its mount effect would set.
    const rowCount = patchedSource(join(grid, 'esm/hooks/features/pagination/useGridRowCount.js'));
    expect(rowCount).toContain(`if (${mount} && props.paginationMode === 'client' && gridPaginationRowCountSelector(apiRef) !== demoCount) {`);
    // The rows' getters made again in the renders between the hint and the reveal's commit go in place (no notification).
    const refs = patchedSource(join(virtualizer, 'esm/features/virtualization.js'));
    expect(refs).toContain(`} else if (store.state.demoSizeHint === true && !demoCommitted.current && ${mount}) {`);
    expect(refs).toContain('store.state.getters = getters;');
    // The patch runs before the hook's selectors read the count (so the grid's first render already has it).
    expect(rowCount.indexOf('const demoCount')).toBeLessThan(rowCount.indexOf('const visibleTopLevelRowCount = useGridSelector'));
  });

  it('gives a hinted grid’s first measurement the hint’s scrollbar width (stop 15, GRID_REVEAL)', () => {
    const dims = patchedSource(join(virtualizer, 'esm/features/dimensions.js'));
    expect(dims).toContain('measureScrollbarSize(demoContainer(store, refs, containerNode), params.dimensions.scrollbarSize ?? demoHintedScrollbar(store));');
    // The helper as the bundle gets it: the hinted state's width for a hinted grid, none otherwise or switched off.
    const helper = /function demoHintedScrollbar\(store\) \{[^]*?\n\}/.exec(dims)?.[0];
    expect(helper).toBeDefined();
    const hinted = new Function(`${helper!}\nreturn demoHintedScrollbar;`)() as (store: unknown) => number | undefined;
    const store = (demoSizeHint: boolean) => ({ state: { demoSizeHint, dimensions: { scrollbarSize: 15 } } });
    expect(hinted(store(true))).toBe(15);
    expect(hinted(store(false))).toBeUndefined();
    const off = globalThis as typeof globalThis & Record<string, unknown>;
    off[GRID_REVEAL] = false;
    try {
      expect(hinted(store(true))).toBeUndefined();
    } finally {
      delete off[GRID_REVEAL];
    }
  });

  describe('a hinted grid’s reveal reads no layout (stop 16, GRID_READ)', () => {
    const flags = globalThis as typeof globalThis & Record<string, unknown>;
    afterEach(() => {
      delete flags[REVEALING];
      delete flags[GRID_READ];
    });
    // observeRootNode and its helper as the bundle gets them, run on a fake node that counts its layout reads.
    const observe = () => {
      const dims = patchedSource(join(virtualizer, 'esm/features/dimensions.js'));
      const fn = (name: string) => /^function \w+\([^)]*\) \{[^]*?\n\}/m.exec(dims.slice(dims.indexOf(`function ${name}(`)))?.[0];
      const observeRootNode = fn('observeRootNode');
      const helper = fn('demoHintedRootSize');
      expect(observeRootNode).toContain('demoHintedRootSize(store)');
      expect(helper).toBeDefined();
      const Size = { EMPTY: { width: 0, height: 0 }, equals: (a: Size, b: Size) => a.width === b.width && a.height === b.height };
      const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;
      const make = new Function('Size', 'roundToDecimalPlaces', `${observeRootNode!}\n${helper!}\nreturn observeRootNode;`);
      return make(Size, round) as (node: unknown, store: unknown, set: (s: Size) => void) => (() => void) | undefined;
    };
    type Size = { width: number; height: number };
    const run = (demoSizeHint: boolean, rootSize: Size) => {
      const reads: string[] = [];
      const observed: unknown[] = [];
      const sets: Size[] = [];
      const node = {
        getBoundingClientRect() {
          reads.push('getBoundingClientRect');
          return { width: 664.04, height: 320 };
        },
      };
      const RO = globalThis.ResizeObserver;
      globalThis.ResizeObserver = class {
        observe(n: unknown) {
          observed.push(n);
        }
        disconnect() {}
      } as unknown as typeof ResizeObserver;
      try {
        observe()(node, { state: { demoSizeHint, rootSize } }, (s) => sets.push(s));
      } finally {
        globalThis.ResizeObserver = RO;
      }
      return { reads, sets, observed: observed.length };
    };
    const hinted = { width: 664, height: 320 };

    it('takes a hinted grid’s size from its state in the reveal’s commit, and observes its resizes as published', () => {
      flags[REVEALING] = true;
      expect(run(true, hinted)).toEqual({ reads: [], sets: [], observed: 1 });
    });

    it('measures as published outside the reveal, without a hint, with no size, or switched off', () => {
      const published = { reads: ['getBoundingClientRect'], sets: [{ width: 664, height: 320 }], observed: 1 };
      // Not in a reveal (a later remount of the node): measured. The rounded size differs from the state's here.
      expect(run(true, { width: 600, height: 320 })).toEqual(published);
      flags[REVEALING] = true;
      expect(run(false, { width: 0, height: 0 })).toEqual(published);
      expect(run(true, { width: 0, height: 0 })).toEqual(published);
      flags[GRID_READ] = false;
      expect(run(true, { width: 600, height: 320 })).toEqual(published);
    });

    it('does not reset a hinted grid’s new scroller in the reveal (virtualization.js)', () => {
      const code = patchedSource(join(virtualizer, 'esm/features/virtualization.js'));
      expect(code).toContain(`if (refs.scroller.current && !(store.state.demoSizeHint === true && globalThis["${REVEALING}"] === true && globalThis["${GRID_READ}"] !== false)) {
      refs.scroller.current.scrollLeft = 0;`);
    });
  });

  describe('the pipe appliers at mount (useGridPipeProcessing.js)', () => {
    // The patched hook, run with the two React hooks it uses (a ref and a callback, stable as in one component).
    const pipeProcessing = () => {
      const path = join(grid, 'esm/hooks/core/pipeProcessing/useGridPipeProcessing.js');
      const code = patchedSource(path)
        .replace(/^import .*$/gm, '')
        .replace('export const useGridPipeProcessing', 'const useGridPipeProcessing');
      const React = { useRef: (current: unknown) => ({ current }), useCallback: (fn: unknown) => fn };
      const omit = (o: Record<string, unknown>, keys: string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));
      const make = new Function('React', '_objectWithoutPropertiesLoose', '_toPropertyKey', 'useGridApiMethod', `${code}\nreturn useGridPipeProcessing;`);
      const api: { current: Record<string, (...args: never[]) => unknown> } = { current: {} };
      const hook = make(React, omit, String, (ref: typeof api, methods: object) => Object.assign(ref.current, methods)) as (ref: typeof api) => void;
      hook(api);
      return api.current as unknown as {
        registerPipeProcessor(group: string, id: string, p: (v: number) => number): void;
        registerPipeApplier(group: string, id: string, a: () => void): void;
        unstable_applyPipeProcessors(group: string, v: number): number;
        runAppliersForPendingProcessors(): void;
      };
    };

    it('does not apply again, at mount, a group the state initialiser applied with the same processors', () => {
      const api = pipeProcessing();
      const applied: string[] = [];
      api.registerPipeProcessor('rows', 'a', (v) => v + 1);
      api.registerPipeApplier('rows', 'x', () => applied.push('rows'));
      api.registerPipeProcessor('columns', 'b', (v) => v * 2);
      api.registerPipeApplier('columns', 'y', () => applied.push('columns'));
      // The state initialiser applies 'rows' with its processors; 'columns' gets a processor after its application.
      expect(api.unstable_applyPipeProcessors('rows', 1)).toBe(2);
      api.unstable_applyPipeProcessors('columns', 1);
      api.registerPipeProcessor('columns', 'c', (v) => v + 3);
      api.runAppliersForPendingProcessors();
      expect(applied).toEqual(['columns']);
      // Later runs are as published: a changed processor's group is applied again.
      api.unstable_applyPipeProcessors('rows', 1);
      api.registerPipeProcessor('rows', 'a', (v) => v + 2);
      api.runAppliersForPendingProcessors();
      expect(applied).toEqual(['columns', 'rows']);
    });

    it('applies every pending group at mount with the switch off (as published)', () => {
      const off = globalThis as typeof globalThis & Record<string, unknown>;
      off[GRID_TASKS] = false;
      try {
        const api = pipeProcessing();
        const applied: string[] = [];
        api.registerPipeProcessor('rows', 'a', (v) => v + 1);
        api.registerPipeApplier('rows', 'x', () => applied.push('rows'));
        api.unstable_applyPipeProcessors('rows', 1);
        api.runAppliersForPendingProcessors();
        expect(applied).toEqual(['rows']);
      } finally {
        delete off[GRID_TASKS];
      }
    });
  });

  it('fails the build when a patched text moved', () => {
    expect(() => patchText('x.js', 'const a = 1;', [['const b = 2;', '']], 'the test')).toThrow(/not found/);
  });

  describe('the virtualizer’s initial state', () => {
    type Dims = { isReady: boolean; root: { width: number; height: number }; hasScrollY: boolean; viewportInnerSize: { width: number; height: number } };
    type State = { rootSize: { width: number; height: number }; dimensions: Dims; rowsMeta: { currentPageTotalHeight: number }; demoSizeHint?: boolean };
    let initialize: ((params: object) => State) | undefined;
    const hinted = globalThis as typeof globalThis & Record<string, GridSizeHint | undefined>;

    async function load(): Promise<(params: object) => State> {
      if (initialize) return initialize;
      const code = await bundleVirtualizer(gridSizeHintPlugin);
      const mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
        Dimensions: { initialize: (params: object) => State };
      };
      initialize = mod.Dimensions.initialize;
      return initialize;
    }

    const rows = Array.from({ length: 20 }, (_, i) => ({ id: i, model: {} }));
    const params = (over: object = {}) => ({
      rowCount: rows.length,
      rows,
      columns: [
        { field: 'a', computedWidth: 200 },
        { field: 'b', computedWidth: 200 },
      ],
      pinnedRows: { top: [], bottom: [] },
      dimensions: { rowHeight: 52, columnsTotalWidth: 400, leftPinnedWidth: 0, rightPinnedWidth: 0, topPinnedHeight: 56, bottomPinnedHeight: 0 },
      ...over,
    });

    afterEach(() => {
      hinted[GRID_SIZE_HINT] = undefined;
    });

    it('without a hint, is the published one: no size, not ready', async () => {
      const state = (await load())(params());
      expect(state.dimensions.isReady).toBe(false);
      expect(state.rootSize).toEqual({ width: 0, height: 0 });
      expect(state.demoSizeHint).toBeUndefined();
    });

    it('with a hint, holds the size and the dimensions the measurement computes', async () => {
      hinted[GRID_SIZE_HINT] = { width: 664.04, height: 327.234, scrollbarSize: 15, hasScrollY: true };
      const state = (await load())(params());
      expect(state.rootSize).toEqual({ width: 664, height: 327.2 });
      expect(state.dimensions).toMatchObject({ isReady: true, root: { width: 664, height: 327.2 }, hasScrollY: true });
      // 20 rows of 52 px overflow 327.2 - 56 px: the vertical scrollbar takes its width.
      expect(state.dimensions.viewportInnerSize).toEqual({ width: 649, height: 271.2 });
      expect(state.rowsMeta.currentPageTotalHeight).toBe(20 * 52);
    });

    it('ignores the hint where the first layout cannot be computed from it', async () => {
      hinted[GRID_SIZE_HINT] = { width: 664, height: 327, scrollbarSize: 15, hasScrollY: true };
      const init = await load();
      expect(init(params({ autoHeight: true })).dimensions.isReady).toBe(false);
      expect(init(params({ getRowHeight: () => 30 })).dimensions.isReady).toBe(false);
      // A flex column sized for a scrollbar the rows do not need.
      hinted[GRID_SIZE_HINT] = { width: 664, height: 327, scrollbarSize: 15, hasScrollY: false };
      expect(init(params({ columns: [{ field: 'a', flex: 1, computedWidth: 649 }] })).dimensions.isReady).toBe(false);
      expect(init(params()).dimensions.isReady).toBe(true);
    });
  });
});
