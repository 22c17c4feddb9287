import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { FOOTER_WARM } from '../../client/demos/footer-warm';
import { GRID_CLICK, GRID_HEADER_TAB } from '../../client/demos/grid-interaction';
import { slicedSource } from './eval-slices';
import { GRID_INTERACTION_VERSIONS, gridInteractionSource, isGridInteractionPatched, OWN_SELECTION_MARK } from './grid-interaction';

const require = createRequire(import.meta.url);
const grid = dirname(require.resolve('@mui/x-data-grid/package.json'));
const ROW = join(grid, 'esm/components/GridRow.js');
const VIRTUALIZER = join(grid, 'esm/hooks/core/useGridVirtualizer.js');
const HEADERS = join(grid, 'esm/components/GridHeaders.js');
const MENU = join(grid, 'esm/components/menu/columnMenu/GridColumnHeaderMenu.js');
const FOOTER = join(grid, 'esm/components/GridFooter.js');
const FILES = [ROW, VIRTUALIZER, HEADERS, MENU, FOOTER];
const version = (root: string) => (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
const count = (text: string, part: string) => text.split(part).length - 1;

describe('the grid interaction patch', () => {
  it('was read for the installed @mui/x-data-grid', () => {
    expect(GRID_INTERACTION_VERSIONS).toContain(version(grid));
  });

  it('applies to its five files, through the client build’s module slicing, after the other patches of the same files', () => {
    for (const f of FILES) {
      expect(isGridInteractionPatched(f), f).toBe(true);
      const sliced = slicedSource(f);
      expect(sliced).not.toContain(readFileSync(f, 'utf8'));
      expect(sliced).toMatch(new RegExp(`${GRID_CLICK}|${GRID_HEADER_TAB}|${FOOTER_WARM}`));
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
