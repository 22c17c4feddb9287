/**
 * The Data Grid stand-in (standin-grid.tsx) draws the first state a demo
 * sets: rendered to a string as the build renders it, and read back as the
 * text a reader sees, cell by cell.
 */
import { createElement, createContext, useContext, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { GridApiContext } from '@mui/x-data-grid/components';
import { GridStandIn, GridStandInPremium, GridStandInPro, STANDIN_GRID_WIDTH } from './standin-grid';
import { renderDemo } from './standin-render';
import { STANDIN_MAX_BYTES } from './standins';

type Props = Record<string, unknown>;

function html(Grid: ComponentType<Props>, props: Props): string {
  return renderDemo(() => createElement(Grid, props), 'light', 't-').html;
}

/** The text of each row (header rows included), cells joined by " | ". */
function rowsOf(markup: string): string[] {
  const out: string[] = [];
  for (const row of markup
    .split('<div class="sig-foot')[0]!
    .split(/<div class="sig-row/)
    .slice(1)) {
    const cells = row.split(/<div class="sig-cell/).slice(1);
    out.push(
      cells
        .map((c) =>
          c
            .replace(/^[^>]*>/, '')
            .replace(/<!-- -->/g, '')
            .replace(/<[^>]*>/g, ' ')
            .replace(/&amp;/g, '&')
            .replace(/\s+/g, ' ')
            .trim(),
        )
        .join(' | '),
    );
  }
  return out;
}

const footer = (markup: string) =>
  /<div class="sig-foot[^"]*"[^>]*>(.*?)<\/div>/
    .exec(markup)![1]!
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const columns = [
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'qty', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90, valueFormatter: (v: unknown) => `$${(v as number).toFixed(2)}` },
];
const rows = [
  { id: 1, product: 'Dock', category: 'Accessories', qty: 6, price: 120 },
  { id: 2, product: 'Monitor 27', category: 'Monitors', qty: 2, price: 300 },
  { id: 3, product: 'Cable', category: 'Accessories', qty: 30, price: 9.5 },
  { id: 4, product: 'Headphones', category: 'Audio', qty: 11, price: 80 },
  { id: 5, product: 'Monitor 32', category: 'Monitors', qty: 1, price: 450 },
];

describe('grid stand-in', () => {
  it('draws the demo rows as they are when no state is set', () => {
    const m = html(GridStandInPro, { rows, columns });
    expect(rowsOf(m)).toEqual([
      'Product | Category | Qty | Price',
      'Dock | Accessories | 6 | $120.00',
      'Monitor 27 | Monitors | 2 | $300.00',
      'Cable | Accessories | 30 | $9.50',
      'Headphones | Audio | 11 | $80.00',
      'Monitor 32 | Monitors | 1 | $450.00',
    ]);
    expect(footer(m)).toBe('Total Rows: 5');
  });

  it('groups rows as the live grid: grouping column first, groups in order of first row, "Label (count)", collapsed', () => {
    const m = html(GridStandInPremium, { rows, columns, initialState: { rowGrouping: { model: ['category'] }, columns: { columnVisibilityModel: { category: false } } } });
    expect(rowsOf(m)).toEqual(['Category | Product | Qty | Price', 'Accessories (2) |  |  | ', 'Monitors (2) |  |  | ', 'Audio (1) |  |  | ']);
    // The collapsed arrow of each group row.
    expect(m.match(/M8\.59 16\.59/g)).toHaveLength(3);
    expect(footer(m)).toBe('Total Rows: 3');
    // The grouping column is 40 px wider than the grouped column.
    expect(m).toContain('flex:0 0 160px;width:160px');
  });

  it('opens groups to defaultGroupingExpansionDepth and names a two-level grouping column "Group"', () => {
    const m = html(GridStandInPremium, { rows, columns, rowGroupingModel: ['category', 'product'], defaultGroupingExpansionDepth: 1 });
    const r = rowsOf(m);
    expect(r[0]!.startsWith('Group | Product')).toBe(true);
    expect(r[1]!.startsWith('Accessories (2)')).toBe(true);
    expect(r[2]!.startsWith('Dock (1)')).toBe(true);
    expect(r[3]!.startsWith('Cable (1)')).toBe(true);
    expect(r[4]!.startsWith('Monitors (2)')).toBe(true);
  });

  it('aggregates with the grid functions: the function under the header, inline on groups, a footer row on the root', () => {
    const m = html(GridStandInPremium, {
      rows,
      columns,
      initialState: { aggregation: { model: { qty: 'sum', price: 'max', product: 'size', category: 'sum' } }, rowGrouping: { model: ['category'] } },
    });
    const r = rowsOf(m);
    // `sum` on a string column is not applied (its columnTypes are number only).
    expect(r[0]).toBe('Category | Product size | Category | Qty sum | Price max');
    expect(r[1]).toBe('Accessories (2) | 2 |  | 36 | $120.00');
    expect(r.at(-1)).toBe(' | 5 |  | 50 | $450.00');
    expect(m).toContain('sig-aggrow');
    const avg = rowsOf(html(GridStandInPremium, { rows, columns, aggregationModel: { qty: 'avg' } }));
    expect(avg.at(-1)).toBe(' |  | 10 | ');
    // A renderCell gets the aggregation's params on aggregated cells (group rows and the footer row), the leaf's elsewhere.
    const renderCell = (p: { aggregation?: { aggregationFunctionName: string }; value: unknown; formattedValue: unknown; rowNode: { type: string } }) =>
      p.aggregation ? createElement('b', null, `${p.aggregation.aggregationFunctionName}=${String(p.value)} on ${p.rowNode.type}`) : String(p.formattedValue);
    const withRenderer = rowsOf(
      html(GridStandInPremium, {
        rows,
        columns: columns.map((c) => (c.field === 'qty' ? { ...c, renderCell } : c)),
        initialState: { aggregation: { model: { qty: 'sum' } }, rowGrouping: { model: ['category'] } },
      }),
    );
    expect(withRenderer[1]).toBe('Accessories (2) |  |  | sum=36 on group | ');
    expect(withRenderer.at(-1)).toBe(' |  |  | sum=50 on pinnedRow | ');
    // Aggregation is a Premium feature: the Pro grid ignores the model.
    expect(html(GridStandInPro, { rows, columns, aggregationModel: { qty: 'sum' } })).not.toContain('sig-aggrow');
  });

  it('sorts by the sort model and marks the sorted column', () => {
    const m = html(GridStandInPro, { rows, columns, initialState: { sorting: { sortModel: [{ field: 'qty', sort: 'desc' }] } } });
    expect(
      rowsOf(m)
        .slice(1)
        .map((r) => r.split(' | ')[0]),
    ).toEqual(['Cable', 'Headphones', 'Dock', 'Monitor 27', 'Monitor 32']);
    expect(m).toContain('M20 12l-1.41-1.41L13 16.17V4h-2v12.17');
    const byName = rowsOf(
      html(GridStandInPro, {
        rows,
        columns,
        sortModel: [
          { field: 'category', sort: 'asc' },
          { field: 'qty', sort: 'asc' },
        ],
      }),
    );
    expect(byName.slice(1).map((r) => r.split(' | ')[0])).toEqual(['Dock', 'Cable', 'Headphones', 'Monitor 32', 'Monitor 27']);
  });

  it('filters with the built-in operators, counts "x of y", and leaves a model it cannot imitate alone', () => {
    const m = html(GridStandInPro, { rows, columns, initialState: { filter: { filterModel: { items: [{ field: 'product', operator: 'contains', value: 'MONITOR ' }] } } } });
    expect(
      rowsOf(m)
        .slice(1)
        .map((r) => r.split(' | ')[0]),
    ).toEqual(['Monitor 27', 'Monitor 32']);
    expect(footer(m)).toBe('Total Rows: 2 of 5');
    const gt = html(GridStandInPro, {
      rows,
      columns,
      filterModel: {
        items: [
          { field: 'qty', operator: '>', value: 5 },
          { field: 'category', operator: 'equals', value: 'audio' },
        ],
        logicOperator: 'and',
      },
    });
    expect(rowsOf(gt).slice(1)).toEqual(['Headphones | Audio | 11 | $80.00']);
    // An operator of a custom column, or a quick filter: every row stays.
    expect(rowsOf(html(GridStandInPro, { rows, columns, filterModel: { items: [{ field: 'qty', operator: 'custom', value: 1 }] } }))).toHaveLength(6);
    expect(rowsOf(html(GridStandInPro, { rows, columns, filterModel: { items: [], quickFilterValues: ['dock'] } }))).toHaveLength(6);
  });

  it('puts pinned columns left first and right last, the middle in its own clipped box', () => {
    const m = html(GridStandInPro, { rows, columns, checkboxSelection: true, initialState: { pinnedColumns: { left: ['qty'], right: ['product'] } } });
    expect(rowsOf(m)[0]).toBe('Qty |  | Category | Price | Product');
    expect(m).toContain('sig-mid');
    // The MIT grid has no pinning.
    expect(rowsOf(html(GridStandIn, { rows, columns, pinnedColumns: { left: ['qty'] } }))[0]).toBe('Product | Category | Qty | Price');
  });

  it('draws tree data: the "Group" column, top-level rows with their descendant count', () => {
    const tree = [
      { id: 1, path: ['Sarah'], qty: 1 },
      { id: 2, path: ['Sarah', 'Thomas'], qty: 2 },
      { id: 3, path: ['Sarah', 'Thomas', 'Robert'], qty: 3 },
      { id: 4, path: ['Mary'], qty: 4 },
      { id: 5, path: ['Kim', 'Lee'], qty: 5 },
    ];
    const m = html(GridStandInPro, { rows: tree, columns: [{ field: 'qty', type: 'number' }], treeData: true, getTreeDataPath: (r: { path: string[] }) => r.path });
    expect(rowsOf(m)).toEqual(['Group | qty', 'Sarah (2) | 1', 'Mary | 4', 'Kim (1) | ']);
    expect(footer(m)).toBe('Total Rows: 3');
    // With aggregation, a parent shows its leaves' aggregate and the footer row the root's leaves' (Robert, Mary, Lee).
    const agg = html(GridStandInPremium, {
      rows: tree,
      columns: [{ field: 'qty', type: 'number' }],
      treeData: true,
      getTreeDataPath: (r: { path: string[] }) => r.path,
      aggregationModel: { qty: 'sum' },
    });
    expect(rowsOf(agg)).toEqual(['Group | qty sum', 'Sarah (2) | 3', 'Mary | 4', 'Kim (1) | 5', ' | 12']);
  });

  it('checks the selected rows and counts them in the footer', () => {
    const m = html(GridStandIn, { rows, columns, checkboxSelection: true, rowSelectionModel: { type: 'include', ids: new Set([2, 4]) } });
    expect(m.match(/data-selected/g)).toHaveLength(2);
    // Header (some selected) and two rows.
    expect(m.match(/data-on=""/g)).toHaveLength(3);
    expect(footer(m).startsWith('2 rows selected')).toBe(true);
  });

  it('adds the header filter row and the column group row', () => {
    const f = html(GridStandInPro, { rows, columns, headerFilters: true });
    expect(rowsOf(f)[1]).toBe('Contains | Contains | Equals | Equals');
    const g = html(GridStandIn, { rows, columns, columnGroupingModel: [{ groupId: 'item', headerName: 'Item', children: [{ field: 'product' }, { field: 'category' }] }] });
    expect(rowsOf(g).slice(0, 2)).toEqual(['Item |  |  | ', 'Product | Category | Qty | Price']);
  });

  it('renders the same bytes twice and stays far under the byte cap with many rows', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ ...rows[i % 5]!, id: i }));
    const props = { rows: many, columns, initialState: { aggregation: { model: { qty: 'sum' } }, sorting: { sortModel: [{ field: 'price', sort: 'asc' }] } } };
    const a = html(GridStandInPremium, props);
    expect(html(GridStandInPremium, props)).toBe(a);
    expect(a.length).toBeLessThan(STANDIN_MAX_BYTES / 3);
    expect(rowsOf(a).at(-1)).toBe(' |  | 50,000 | ');
  });

  it('draws no column past STANDIN_GRID_WIDTH but keeps the right-pinned one', () => {
    const wide = Array.from({ length: 300 }, (_, i) => ({ field: `c${i}`, width: 100 }));
    const m = html(GridStandInPro, { rows: [{ id: 1 }], columns: wide, pinnedColumns: { right: ['c299'] } });
    const header = rowsOf(m)[0]!.split(' | ');
    expect(header).toHaveLength(STANDIN_GRID_WIDTH / 100 + 2);
    expect(header.at(-1)).toBe('c299');
  });

  it("draws with a demo's own theme without CSS variables, in its DataGrid palette", () => {
    const theme = createTheme({ palette: { DataGrid: { bg: '#f7fbff', headerBg: '#dcebfa' } } as object });
    const Demo = () => createElement(ThemeProvider, { theme }, createElement(GridStandIn, { rows, columns }));
    const { html: m, rules } = renderDemo(Demo, 'light', 't-');
    expect(rowsOf(m)[1]).toBe('Dock | Accessories | 6 | $120.00');
    const css = rules.map(([, c]) => c).join('');
    expect(css).toContain('background:#f7fbff');
    expect(css).toContain('background:#dcebfa');
  });

  it("gives cells, rows and headers the grid's class names and the demo's own, and passes the grid's sx on", () => {
    const cols = [{ ...columns[0]!, cellClassName: (p: { value: unknown }) => (p.value === 'Dock' ? 'hot' : ''), headerClassName: 'head' }, columns[2]!];
    const m = html(GridStandIn, {
      rows,
      columns: cols,
      getRowClassName: ({ indexRelativeToCurrentPage: i }: { indexRelativeToCurrentPage: number }) => (i % 2 ? 'odd' : 'even'),
      sx: { '& .hot': { color: 'red' } },
    });
    expect(m).toContain('class="sig-row MuiDataGrid-row even"');
    expect(m).toContain('class="sig-row MuiDataGrid-row odd"');
    expect(m.match(/MuiDataGrid-cell hot/g)).toHaveLength(1);
    expect(m).toContain('MuiDataGrid-columnHeader head');
    const { rules } = renderDemo(() => createElement(GridStandIn as ComponentType<Props>, { rows, columns, sx: { '& .hot': { color: 'red' } } }), 'light', 't-');
    expect(rules.map(([, c]) => c).join('')).toMatch(/\.hot\{color:red;?\}/);
  });

  describe('the toolbar showToolbar asks for', () => {
    /** The toolbar's items in order: its buttons and its dividers (`|`). */
    const buttons = (m: string) =>
      [...(/<div class="sig-toolbar[^"]*">(.*?)<\/div><div class="sig-row/.exec(m)?.[1] ?? '').matchAll(/<(button|div)\b[^>]*>/g)].map((b) => (b[1] === 'div' ? '|' : 'button'));

    it('draws none without showToolbar, and the default buttons with it', () => {
      expect(html(GridStandIn, { rows, columns })).not.toContain('sig-toolbar');
      const m = html(GridStandIn, { rows, columns, showToolbar: true });
      // Columns, filters | export | quick filter.
      expect(buttons(m)).toEqual(['button', 'button', '|', 'button', '|', 'button']);
      expect(m).toContain('M14.67 5v14H9.33V5z');
      expect(m).not.toContain('MuiIconButton-colorPrimary');
      expect(m).toContain('MuiBadge-invisible');
    });

    it('turns the filter button primary with its dot when the filter model filters, adds pivot on Premium, and follows the props', () => {
      const filterModel = { items: [{ field: 'category', operator: 'equals', value: 'Monitors' }] };
      const m = html(GridStandIn, { rows, columns, showToolbar: true, filterModel });
      expect(m.match(/MuiIconButton-colorPrimary/g)).toHaveLength(1);
      expect(m).not.toContain('MuiBadge-invisible');
      expect(buttons(html(GridStandInPremium, { rows, columns, showToolbar: true }))).toEqual(['button', 'button', 'button', '|', 'button', '|', 'button']);
      const bare = html(GridStandIn, { rows, columns, showToolbar: true, disableColumnSelector: true, disableColumnFilter: true, slotProps: { toolbar: { showQuickFilter: false } }, label: 'Orders' });
      expect(buttons(bare)).toEqual(['button']);
      expect(bare).toContain('<span class="sig-label">Orders</span>');
    });

    it("renders the demo's own toolbar, or an empty bar of the toolbar's height where it needs the live grid", () => {
      const Own = () => createElement('div', { className: 'mine' }, 'Export all');
      expect(html(GridStandIn, { rows, columns, showToolbar: true, slots: { toolbar: Own } })).toContain('<div class="mine">Export all</div>');
      const Live = createContext<{ api: { getLocaleText: (k: string) => string } } | null>(null);
      const NeedsGrid = () => createElement('span', null, useContext(Live)!.api.getLocaleText('toolbarColumns'));
      const m = html(GridStandIn, { rows, columns, showToolbar: true, slots: { toolbar: NeedsGrid } });
      expect(m).toContain('<div class="sig-toolbar"></div>');
      expect(rowsOf(m)[1]).toBe('Dock | Accessories | 6 | $120.00');
      expect(m).not.toMatch(/<!--\/?\$|<template/);
    });
  });

  it("draws a column's renderCell and renderHeader, and the text where the renderer needs the live grid", () => {
    const Live = createContext<{ rowIndex: (id: unknown) => number } | null>(null);
    const cols = [
      { ...columns[0]!, renderHeader: () => createElement('em', null, 'Item') },
      { ...columns[1]!, renderCell: (p: { value: unknown }) => createElement('b', { className: 'chip' }, String(p.value).toUpperCase()) },
      { ...columns[2]!, renderCell: (p: { id: unknown }) => createElement(() => createElement('i', null, useContext(Live)!.rowIndex(p.id))) },
      { ...columns[3]!, renderCell: (p: { api: { current: { getRow: () => unknown } } }) => String(p.api.current.getRow()) },
    ];
    const m = html(GridStandIn, { rows, columns: cols });
    expect(rowsOf(m)[0]).toBe('Item | Category | Qty | Price');
    expect(m).toContain('<em>Item</em>');
    // The chip as the demo draws it; the hook that needs the grid and the api call fall back to the formatted value.
    expect(rowsOf(m)[1]).toBe('Dock | ACCESSORIES | 6 | $120.00');
    expect(m.match(/<b class="chip">/g)).toHaveLength(rows.length);
    expect(m).not.toMatch(/<!--\/?\$|<template/);
  });

  it("gives rows getRowHeight's height: a number as is, 'auto' growing with wrapped cells", () => {
    const m = html(GridStandIn, { rows, columns, getRowHeight: ({ model }: { model: { qty: number } }) => (model.qty > 5 ? 80 : null) });
    expect(m.match(/style="height:80px;min-height:80px;line-height:79px"/g)).toHaveLength(rows.filter((r) => r.qty > 5).length);
    expect(m.match(/style="height:52px;min-height:52px;line-height:51px"/g)).toHaveLength(rows.filter((r) => r.qty <= 5).length);
    const auto = html(GridStandIn, { rows, columns, density: 'compact', getRowHeight: () => 'auto' });
    expect(auto.match(/<div class="sig-row MuiDataGrid-row" data-dynamic="">/g)).toHaveLength(rows.length);
  });

  it('draws the detail panel toggle column and the panels of the rows expanded on mount (Pro)', () => {
    const props = {
      rows,
      columns,
      getDetailPanelContent: ({ row }: { row: { id: number; product: string } }) => (row.id === 2 ? null : createElement('p', { className: 'panel' }, `Orders of ${row.product}`)),
      getDetailPanelHeight: () => 120,
      initialState: { detailPanel: { expandedRowIds: new Set([1]) } },
    };
    // Community grids have no detail panels.
    expect(html(GridStandIn, props)).not.toContain('sig-detail');
    const m = html(GridStandInPro, props);
    expect(rowsOf(m)[0]).toBe(' | Product | Category | Qty | Price');
    // One toggle per row; the row without a panel has a disabled one; the expanded row shows "−".
    expect(m.match(/<button[^>]*MuiIconButton-sizeSmall/g)).toHaveLength(rows.length);
    expect(m.match(/<button[^>]*Mui-disabled/g)).toHaveLength(1);
    expect(m.match(/M19 13H5v-2h14v2z/g)).toHaveLength(1);
    expect(m).toMatch(/<div class="sig-detail MuiDataGrid-detailPanel" style="height:120px"><p class="panel">Orders of Dock<\/p><\/div>/);
    expect(m).toContain('style="flex:0 0 50px;width:50px"');
    // A panel that keeps the grid's api for later (a form's submit) renders; one that reads it while rendering leaves its panel empty.
    // (useGridApiContext() is this context read, and a throw when it is missing; the package root cannot load in Node: it imports CSS.)
    const useGridApiContext = () => {
      const apiRef = useContext(GridApiContext) as { current: { updateRows: (r: unknown[]) => void; getRowsCount: () => number } } | undefined;
      if (apiRef === undefined) throw new Error('MUI X: Could not find the Data Grid context.');
      return apiRef;
    };
    const Form = ({ name }: { name: string }) => {
      const apiRef = useGridApiContext();
      return createElement('form', { onSubmit: () => apiRef.current.updateRows([]) }, `Edit ${name}`);
    };
    const Reads = () => createElement('i', null, useGridApiContext().current.getRowsCount());
    const withApi = html(GridStandInPro, {
      ...props,
      getDetailPanelContent: ({ row }: { row: { id: number; product: string } }) => createElement(row.id === 1 ? Form : Reads, { name: row.product }),
      initialState: { detailPanel: { expandedRowIds: new Set([1, 3]) } },
    });
    expect(withApi).toContain('<form>Edit Dock</form>');
    expect(withApi).toMatch(/<div class="sig-detail MuiDataGrid-detailPanel" style="height:120px"><\/div>/);
    expect(withApi).not.toMatch(/<!--\/?\$|<template/);
    // A demo that places the toggle column itself keeps its own, where it put it (its header's renderer needs the grid: no field name shown).
    const own = html(GridStandInPro, {
      ...props,
      columns: [
        ...columns,
        {
          field: '__detail_panel_toggle__',
          width: 130,
          renderHeader: () =>
            createElement(() => {
              throw new Error('needs the live grid');
            }),
        },
      ],
    });
    expect(own).not.toContain('flex:0 0 50px');
    expect(rowsOf(own)[0]).toBe('Product | Category | Qty | Price | ');
    // The panel sits right below its row.
    expect(m.indexOf('Orders of Dock')).toBeLessThan(m.indexOf('Monitor 27'));
    expect(m.indexOf('Orders of Dock')).toBeGreaterThan(m.indexOf('>Dock<'));
  });

  it('draws list view as its one column with its renderCell and no header (Pro)', () => {
    const listViewColumn = { field: 'card', renderCell: (p: { row: { product: string; qty: number } }) => createElement('div', { className: 'card' }, `${p.row.product} x${p.row.qty}`) };
    const m = html(GridStandInPro, { rows, columns, listView: true, listViewColumn, rowHeight: 64 });
    expect(m).not.toContain('sig-head');
    expect(rowsOf(m)).toEqual(rows.map((r) => `${r.product} x${r.qty}`));
    expect(m).toContain('style="flex:1 1 0px;min-width:0"');
    // Off (or on a community grid), the columns as usual.
    expect(rowsOf(html(GridStandInPro, { rows, columns, listView: false, listViewColumn }))[0]).toBe('Product | Category | Qty | Price');
  });

  it("paints header cells with the header background after a demo's own header class, as the grid does", () => {
    const { rules } = renderDemo(() => createElement(GridStandIn as ComponentType<Props>, { rows, columns: [{ ...columns[0]!, headerClassName: 'tint' }] }), 'light', 't-');
    expect(rules.map(([, c]) => c).join('')).toMatch(/\.MuiDataGrid-columnHeader\{background-color:var\(--mui-palette-background-default\);?\}/);
  });

  it('keeps the rows under the loading overlay the demo asks for, and counts them', () => {
    const linear = html(GridStandIn, { rows, columns, loading: true });
    expect(rowsOf(linear)[1]).toBe('Dock | Accessories | 6 | $120.00');
    expect(linear).toMatch(/<div class="sig-overlay" data-variant="linear-progress"><span class="MuiLinearProgress-root/);
    expect(footer(linear)).toContain(`1–${rows.length} of ${rows.length}`);
    expect(html(GridStandIn, { rows, columns, loading: true, slotProps: { loadingOverlay: { variant: 'circular-progress' } } })).toMatch(
      /data-variant="circular-progress"><span class="MuiCircularProgress-root/,
    );
    // Skeleton rows (the default with no rows) are not drawn: an empty body, no "No rows".
    const skeleton = html(GridStandIn, { rows, columns, loading: true, slotProps: { loadingOverlay: { variant: 'skeleton' } } });
    expect(rowsOf(skeleton)).toHaveLength(1);
    expect(skeleton).not.toContain('sig-overlay');
    expect(html(GridStandIn, { rows: [], columns, loading: true })).not.toContain('No rows');
    const Own = () => createElement('div', { className: 'mine' }, 'Fetching shipments');
    expect(html(GridStandIn, { rows, columns, loading: true, slots: { loadingOverlay: Own } })).toContain('<div class="sig-overlay"><div class="mine">Fetching shipments</div></div>');
    expect(html(GridStandIn, { rows, columns })).not.toContain('sig-overlay');
  });
});
