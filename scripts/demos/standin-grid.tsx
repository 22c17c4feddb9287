/**
 * The Data Grid of a stand-in. A grid rendered on a server has no size, so
 * its virtualizer renders headers and no rows; the stand-in bundle answers
 * a demo's `DataGrid` / `DataGridPro` / `DataGridPremium` with this
 * component instead (standins.ts aliases the demo's own import). It gets
 * the demo's real props and draws the first rows as static markup styled
 * like the grid: its border, header, row lines and footer, in the theme's
 * CSS variables. Cells show the formatted value (valueGetter /
 * valueFormatter / type), or what the demo's own renderCell / renderHeader
 * draws with the params a static grid can give (no api): inside a Suspense
 * boundary, so a renderer that needs the live grid's context falls back to
 * the formatted value (standin-render.tsx drops React's boundary markers).
 *
 * The first state the demo sets through its props or `initialState` is
 * drawn as the live grid draws it (each rule checked against the installed
 * @mui/x-data-grid* esm code):
 * - filterModel (the built-in string, number, singleSelect and boolean
 *   operators; a model with another operator or a quick filter is not
 *   applied, it could not be exact), then sortModel (the grid's comparators
 *   or the column's own);
 * - row grouping (Premium): the grouping column first, top-level groups in
 *   the order their first row appears, "Label (leaf count)" with an expand
 *   arrow, collapsed unless defaultGroupingExpansionDepth opens them;
 * - tree data (Pro, getTreeDataPath): the "Group" column, top-level rows
 *   with their descendant count;
 * - aggregation (Premium): sum / avg / min / max / size (or the demo's own
 *   function), the function's name under the header, values inline on
 *   group rows and in a footer row above the grid's footer (through the
 *   column's renderCell with the aggregation's params, where it has one);
 * - pinned columns left first and right last, the middle clipped;
 * - checkbox selection with the rows of rowSelectionModel checked and the
 *   footer's "n rows selected";
 * - header filters (the extra header row with each column's operator) and
 *   column groups (a header row per level);
 * - the toolbar of `showToolbar`: the default one button for button as
 *   GridToolbar / GridPremiumToolbar draw it (columns, filters with its dot
 *   when the filter model filters, pivot, assistant, export, quick filter,
 *   the dividers and the label); a demo's own toolbar slot is rendered, and
 *   where it needs the live grid, an empty bar of the toolbar's height;
 * - row heights: getRowHeight's number per row, or 'auto' (the row is as
 *   tall as its wrapped cells, text from the top);
 * - detail panels (Pro, getDetailPanelContent): the toggle column (+, or
 *   disabled where a row has no panel) and the panels of the rows expanded
 *   on mount, at getDetailPanelHeight (500 px by default);
 * - loading: the rows under the loading overlay (a linear progress by
 *   default, circular as asked, or the demo's own slot);
 * - list view (Pro, listView + listViewColumn): its one column across the
 *   grid with the column's renderCell, and no header.
 */
import Badge from '@mui/material/Badge';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import { alpha, styled, useThemeProps } from '@mui/material/styles';
import SvgIcon from '@mui/material/SvgIcon';
import { GridApiContext } from '@mui/x-data-grid/components';
import { isValidElement, Suspense, type ComponentType, type CSSProperties, type ReactNode } from 'react';

/** Most rows a stand-in draws (the page record stays small). */
export const STANDIN_GRID_ROWS = 8;
/** Columns are drawn up to this width (px): wider than any demo frame. */
export const STANDIN_GRID_WIDTH = 2000;

const DENSITY = { compact: 0.7, standard: 1, comfortable: 1.3 } as const;

/** Field names the grid gives its own columns (exported by the packages as GRID_*_FIELD). */
const CHECK_FIELD = '__check__';
const TREE_FIELD = '__tree_data_group__';
const GROUP_FIELD = '__row_group_by_columns_group__';
const DETAIL_FIELD = '__detail_panel_toggle__';
const groupFieldOf = (field: string) => `__row_group_by_columns_group_${field}__`;

type Row = Record<string, unknown>;
interface Col {
  field: string;
  headerName?: string;
  width?: number;
  minWidth?: number;
  flex?: number;
  type?: string;
  align?: string;
  headerAlign?: string;
  valueOptions?: unknown;
  aggregable?: boolean;
  valueGetter?: (value: unknown, row: Row, column: Col, apiRef: unknown) => unknown;
  valueFormatter?: (value: unknown, row: Row, column: Col, apiRef: unknown) => unknown;
  groupingValueGetter?: (value: unknown, row: Row, column: Col, apiRef: unknown) => unknown;
  sortComparator?: (a: unknown, b: unknown, p1: unknown, p2: unknown) => number;
  cellClassName?: ClassNameOf<CellParams>;
  headerClassName?: ClassNameOf<{ field: string; colDef: Col }>;
  renderCell?: (params: CellParams) => ReactNode;
  renderHeader?: (params: { field: string; colDef: Col }) => ReactNode;
}

interface SortItem {
  field: string;
  sort?: 'asc' | 'desc' | null;
}
interface FilterItem {
  field: string;
  operator: string;
  value?: unknown;
}
interface FilterModel {
  items?: FilterItem[];
  logicOperator?: 'and' | 'or';
  quickFilterValues?: unknown[];
}
interface GroupingColDef {
  headerName?: string;
  width?: number;
  flex?: number;
  minWidth?: number;
  hideDescendantCount?: boolean;
  leafField?: string;
}
interface ColumnGroup {
  groupId: string;
  headerName?: string;
  children: (ColumnGroup | { field: string })[];
}
type Selection = readonly unknown[] | { type?: 'include' | 'exclude'; ids?: Iterable<unknown> };
interface AggregationFn {
  apply: (params: { values: unknown[]; field: string; groupId: unknown }) => unknown;
  label?: string;
  columnTypes?: string[];
  valueFormatter?: (value: unknown, row: Row, column: Col, apiRef: unknown) => unknown;
}
interface Pinned {
  left?: string[];
  right?: string[];
}

type ClassNameOf<P> = string | ((params: P) => string | undefined | null);
interface CellParams {
  id: unknown;
  field: string;
  row: Row;
  value: unknown;
  formattedValue: unknown;
  colDef: Col;
  rowNode: { type: 'leaf' | 'group' | 'pinnedRow'; depth: number };
  /** On a cell that shows an aggregated value (GridAggregationCellMeta). */
  aggregation?: { aggregationFunctionName: string; hasCellUnit: boolean };
  hasFocus: false;
  isEditable: false;
  cellMode?: 'view';
  tabIndex?: -1;
}

interface GridProps {
  className?: string;
  sx?: object;
  getCellClassName?: (params: CellParams) => string | undefined | null;
  getRowClassName?: (params: { id: unknown; row: Row; indexRelativeToCurrentPage: number; isFirstVisible: boolean; isLastVisible: boolean }) => string | undefined | null;
  rows?: readonly Row[];
  columns?: readonly Col[];
  density?: keyof typeof DENSITY;
  rowHeight?: number;
  columnHeaderHeight?: number;
  columnGroupHeaderHeight?: number;
  headerFilterHeight?: number;
  checkboxSelection?: boolean;
  hideFooter?: boolean;
  hideFooterRowCount?: boolean;
  hideFooterSelectedRowCount?: boolean;
  autoHeight?: boolean;
  loading?: boolean;
  getRowId?: (row: Row) => unknown;
  columnVisibilityModel?: Record<string, boolean>;
  sortModel?: SortItem[];
  filterModel?: FilterModel;
  rowSelectionModel?: Selection;
  pinnedColumns?: Pinned;
  rowGroupingModel?: string[];
  rowGroupingColumnMode?: 'single' | 'multiple';
  groupingColDef?: GroupingColDef | ((params: unknown) => GroupingColDef | null | undefined);
  defaultGroupingExpansionDepth?: number;
  treeData?: boolean;
  getTreeDataPath?: (row: Row) => readonly string[];
  aggregationModel?: Record<string, string>;
  aggregationFunctions?: Record<string, AggregationFn>;
  headerFilters?: boolean;
  columnGroupingModel?: ColumnGroup[];
  initialState?: {
    columns?: { columnVisibilityModel?: Record<string, boolean> };
    density?: keyof typeof DENSITY;
    pagination?: { paginationModel?: { pageSize?: number } };
    sorting?: { sortModel?: SortItem[] };
    filter?: { filterModel?: FilterModel };
    pinnedColumns?: Pinned;
    rowGrouping?: { model?: string[] };
    aggregation?: { model?: Record<string, string> };
    detailPanel?: { expandedRowIds?: Iterable<unknown> };
  };
  pageSizeOptions?: readonly (number | { value: number })[];
  pagination?: boolean;
  showToolbar?: boolean;
  label?: string;
  disableColumnSelector?: boolean;
  disableColumnFilter?: boolean;
  disablePivoting?: boolean;
  aiAssistant?: boolean;
  slots?: { toolbar?: ComponentType<Record<string, unknown>>; loadingOverlay?: ComponentType<Record<string, unknown>> };
  slotProps?: { toolbar?: ToolbarProps & Record<string, unknown>; loadingOverlay?: { variant?: LoadingVariant; noRowsVariant?: LoadingVariant } & Record<string, unknown> };
  getRowHeight?: (params: { id: unknown; model: Row; densityFactor: number }) => number | 'auto' | null | undefined;
  getDetailPanelContent?: (params: { id: unknown; row: Row }) => ReactNode;
  getDetailPanelHeight?: (params: { id: unknown; row: Row }) => number | 'auto';
  detailPanelExpandedRowIds?: Iterable<unknown>;
  listView?: boolean;
  listViewColumn?: Col;
}

type LoadingVariant = 'linear-progress' | 'circular-progress' | 'skeleton';

interface ToolbarProps {
  showQuickFilter?: boolean;
  csvOptions?: { disableToolbarButton?: boolean };
  printOptions?: { disableToolbarButton?: boolean };
  excelOptions?: { disableToolbarButton?: boolean };
}

/**
 * The theme's `components.MuiDataGrid.styleOverrides` reach the stand-in as
 * they reach the grid: root, and the slots whose class names the stand-in
 * carries (cell, columnHeader, row, footerContainer).
 */
const Root = styled('div', {
  name: 'MuiDataGrid',
  slot: 'Root',
  overridesResolver: (_, styles) => [
    styles.root,
    { '& .MuiDataGrid-columnHeader': styles.columnHeader },
    { '& .MuiDataGrid-cell': styles.cell },
    { '& .MuiDataGrid-row': styles.row },
    { '& .MuiDataGrid-footerContainer': styles.footerContainer },
  ],
})(({ theme }) => {
  // A demo's own ThemeProvider may give a theme without CSS variables: its plain palette then.
  const v = theme.vars?.palette ?? theme.palette;
  const selected = theme.vars
    ? `rgba(${theme.vars.palette.primary.mainChannel} / ${theme.vars.palette.action.selectedOpacity})`
    : alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
  // The grid's own palette entries (themeAugmentation): `palette.DataGrid.bg` / `headerBg`.
  const own = (theme.palette as { DataGrid?: { bg?: string; headerBg?: string } }).DataGrid;
  const bg = own?.bg ?? v.background.default;
  const line = (v as { TableCell?: { border?: string } }).TableCell?.border ?? v.divider;
  return {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    minHeight: 0,
    overflow: 'hidden',
    border: `1px solid ${line}`,
    borderRadius: theme.shape.borderRadius,
    background: bg,
    color: v.text.primary,
    font: `${theme.typography.body2.fontWeight} ${theme.typography.body2.fontSize} / ${theme.typography.body2.lineHeight} ${theme.typography.fontFamily}`,
    '&[data-auto-height]': { height: 'auto' },
    '& .sig-row': { display: 'flex', borderBottom: `1px solid ${line}` },
    // As the grid: a body row's line is its cells' top border (none on the first row), the last row's bottom line is the filler's.
    '& .sig-body > .sig-row': { boxSizing: 'border-box', borderBottom: 'none', borderTop: `1px solid ${line}` },
    '& .sig-body > .sig-row:first-of-type': { borderTopColor: 'transparent' },
    '& .sig-body > .sig-row:last-of-type': { boxShadow: `0 1px 0 ${line}` },
    '& .sig-pinl': { borderInlineEnd: `1px solid ${line}` },
    '& .sig-pinr': { borderInlineStart: `1px solid ${line}` },
    '& .sig-row[data-selected]': { background: selected },
    '& .sig-head': { fontWeight: theme.typography.fontWeightMedium, background: own?.headerBg ?? bg },
    '& .sig-body': { flex: '1 1 auto', minHeight: 0, overflow: 'hidden', position: 'relative' },
    // The loading overlay over the rows (GridOverlays' wrapper and GridOverlay): the backdrop, the progress centred or, linear, on top.
    '& .sig-overlay': { position: 'absolute', inset: 0, zIndex: 5, display: 'flex', alignItems: 'center', justifyContent: 'center' },
    '& .sig-overlay[data-variant]': {
      background: theme.vars
        ? `rgba(${theme.vars.palette.background.defaultChannel} / ${theme.vars.palette.action.disabledOpacity})`
        : alpha(theme.palette.background.default, theme.palette.action.disabledOpacity),
    },
    '& .sig-overlay[data-variant="linear-progress"]': { display: 'block' },
    '& .sig-mid': { display: 'flex', flex: '1 1 0px', minWidth: 0, overflow: 'hidden' },
    '& .sig-cell': {
      display: 'flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      padding: '0 10px',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
    },
    '& .sig-cell > span': { overflow: 'hidden', textOverflow: 'ellipsis' },
    '& .sig-right': { justifyContent: 'flex-end' },
    '& .sig-center': { justifyContent: 'center' },
    '& .sig-check::before': { content: '""', width: 18, height: 18, boxSizing: 'border-box', border: `2px solid ${v.text.secondary}`, borderRadius: 2 },
    '& .sig-check[data-on]::before': { display: 'none' },
    '& .sig-check svg': { width: 24, height: 24, fill: v.primary.main },
    '& .sig-head .sig-cell': { position: 'relative' },
    // As the grid: a header cell paints the header background itself and its title keeps the medium weight, so a demo's
    // `& .my-header` rule of the same specificity, inserted before the grid's, changes neither (HeaderClassNameGrid).
    '& .MuiDataGrid-columnHeader': { backgroundColor: own?.headerBg ?? bg },
    '& .MuiDataGrid-columnHeader > span': { fontWeight: theme.typography.fontWeightMedium },
    '& .sig-head .sig-cell:not(.sig-check):not([data-run])::after': {
      content: '""',
      position: 'absolute',
      insetInlineEnd: 0,
      top: '50%',
      height: 22,
      marginTop: -11,
      borderInlineEnd: `1px solid ${line}`,
    },
    '& .sig-title': { display: 'flex', flexDirection: 'column', overflow: 'hidden', minWidth: 0 },
    '& .sig-title > span': { overflow: 'hidden', textOverflow: 'ellipsis' },
    '& .sig-right .sig-title': { alignItems: 'flex-end' },
    '& .sig-agg-label': { fontSize: theme.typography.caption.fontSize, fontWeight: theme.typography.fontWeightRegular, lineHeight: 'normal', color: v.text.secondary, marginTop: -1 },
    '& .sig-sort': { flex: 'none', width: 18, height: 18, margin: '0 5px', fill: v.text.secondary },
    '& .sig-groups .sig-cell': { overflow: 'visible' },
    '& .sig-groups .sig-cell[data-empty]': { borderBottom: 'none' },
    '& .sig-filter': {
      flex: '1 1 auto',
      minWidth: 0,
      height: 32,
      boxSizing: 'border-box',
      display: 'flex',
      alignItems: 'center',
      padding: '0 8px',
      border: `1px solid ${v.divider}`,
      borderRadius: 4,
      color: v.text.secondary,
      fontWeight: theme.typography.fontWeightRegular,
    },
    '& .sig-group': { display: 'flex', alignItems: 'center', width: '100%' },
    '& .sig-toggle': { flex: '0 0 28px', display: 'flex', alignItems: 'center', justifyContent: 'center', marginInlineEnd: 16 },
    '& .sig-toggle svg': { width: 20, height: 20, fill: v.action.active },
    // GridFooterCell: the root's aggregates in medium weight and primary.dark.
    '& .sig-aggrow .sig-cell': { fontWeight: theme.typography.fontWeightMedium, color: v.primary.dark },
    '& .sig-aggrow': { flex: 'none', borderTop: `1px solid ${line}`, borderBottom: 'none' },
    '& .sig-empty': { display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', minHeight: 52 },
    '& .sig-foot': { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', minHeight: 52, padding: '0 8px 0 16px', borderTop: `1px solid ${line}`, flex: 'none' },
    '& .sig-selected': { marginInlineEnd: 'auto' },
    '& .sig-select': { display: 'inline-flex', alignItems: 'center', margin: '0 32px 0 8px', paddingInlineStart: 8 },
    '& .sig-icon': { width: 24, height: 24, fill: v.text.secondary },
    // TablePagination's actions: two 40 px icon buttons, 20 px after the displayed rows; its toolbar ends 2 px from the edge.
    '& .sig-nav': { display: 'inline-flex', marginInlineStart: 20 },
    '& .sig-foot[data-paged]': { paddingInlineEnd: 2 },
    '& .sig-nav .sig-icon': { fill: v.action.disabled, margin: 8 },
    '& .sig-bool': { width: 20, height: 20, fill: v.text.secondary },
    // GridToolbar's root (toolbarV8/Toolbar.js), its dividers and label.
    '& .sig-toolbar': {
      flex: 0,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'end',
      gap: 2,
      padding: 6,
      minHeight: 52,
      boxSizing: 'border-box',
      borderBottom: `1px solid ${line}`,
    },
    '& .sig-toolbar > .MuiDivider-root': { height: '50%', margin: '0 4px' },
    '& .sig-label': {
      flex: 1,
      font: `${theme.typography.body1.fontWeight} ${theme.typography.body1.fontSize} / ${theme.typography.body1.lineHeight} ${theme.typography.fontFamily}`,
      fontWeight: theme.typography.fontWeightMedium,
      margin: '0 4px',
      textOverflow: 'ellipsis',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
    },
    // getRowHeight 'auto': the row grows with its cells, which wrap (the grid's `--dynamicHeight` rows).
    '& .sig-body > .sig-row[data-dynamic]': { height: 'auto' },
    // The grid's cells are blocks centred by their line height; a dynamic row's inherit it, so their text starts at the top.
    '& .sig-row[data-dynamic] > .sig-cell': { whiteSpace: 'initial', lineHeight: 'inherit', alignItems: 'flex-start' },
    '& .sig-detail': { boxSizing: 'border-box', overflow: 'hidden', background: bg },
  };
});

const DROP = 'M7 10l5 5 5-5z';
const PREV = 'M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z';
const NEXT = 'M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z';
const CHECK = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';
const CLOSE = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';
const EXPAND = 'M8.59 16.59 13.17 12 8.59 7.41 10 6l6 6-6 6-1.41-1.41z';
const COLLAPSE = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';
const ARROW_UP = 'M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z';
const ARROW_DOWN = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z';
const FILTER = 'M4.25 5.61C6.27 8.2 10 13 10 13v6c0 .55.45 1 1 1h2c.55 0 1-.45 1-1v-6s3.72-4.8 5.74-7.39c.51-.66.04-1.61-.79-1.61H5.04c-.83 0-1.3.95-.79 1.61';
const BOX_CHECKED = 'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2m-9 14-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z';
const BOX_SOME = 'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-2 10H7v-2h10z';

const API = { current: null };

/**
 * The api a demo's renderer or panel finds with useGridApiContext(): any
 * use of it while rendering throws (and its Suspense boundary falls back),
 * while a renderer that only keeps it for an event handler renders.
 */
const NO_API = {
  current: new Proxy(
    {},
    {
      get() {
        throw new Error('the stand-in grid has no api');
      },
    },
  ),
};

function optionLabel(options: unknown, value: unknown): unknown {
  if (!Array.isArray(options)) return value;
  for (const o of options as unknown[]) {
    if (o && typeof o === 'object' && 'value' in o && (o as { value: unknown }).value === value) return (o as { label?: unknown }).label ?? value;
  }
  return value;
}

/** The cell's value as the grid computes it (valueGetter); undefined when the getter needs a live grid. */
function valueOf(row: Row, col: Col): unknown {
  const value: unknown = row[col.field];
  try {
    return col.valueGetter ? col.valueGetter(value, row, col, API) : value;
  } catch {
    return undefined;
  }
}

/** A value as the grid shows it, as text (or a boolean icon). */
function formatted(value: unknown, row: Row, col: Col): string | boolean {
  try {
    if (col.valueFormatter) return String(col.valueFormatter(value, row, col, API) ?? '');
  } catch {
    return '';
  }
  if (value === null || value === undefined) return '';
  if (col.type === 'boolean') return Boolean(value);
  if (col.type === 'singleSelect') value = optionLabel(col.valueOptions, value);
  if (value instanceof Date) return col.type === 'dateTime' ? value.toLocaleString() : value.toLocaleDateString();
  if (typeof value === 'number') return col.type === 'number' ? value.toLocaleString() : String(value);
  if (typeof value === 'object') return '';
  return String(value);
}

/** Class names a demo gives (a string or a function of the cell, row or column); '' when its function needs a live grid. */
function classOf<P>(given: ClassNameOf<P> | undefined, params: () => P): string {
  if (!given) return '';
  try {
    const c = typeof given === 'function' ? given(params()) : given;
    return c ? ` ${c}` : '';
  } catch {
    return '';
  }
}

/** What the grid would show in a cell, as text (or a boolean icon). */
function cellContent(row: Row, col: Col): string | boolean {
  return formatted(valueOf(row, col), row, col);
}

// ---- filtering and sorting (gridStringOperators, gridNumericOperators, gridSingleSelectOperators, gridBooleanOperators, gridSortingUtils)

const escapeRegExp = (s: string) => s.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, '\\$&');
const searchCollator = new Intl.Collator(undefined, { sensitivity: 'base', usage: 'search' });
const sortCollator = new Intl.Collator();

type Test = (value: unknown) => boolean;

/** The test of one filter item; null when the item filters nothing; throws when it cannot be imitated exactly. */
function filterTest(item: FilterItem, col: Col): Test | null {
  const type = col.type ?? 'string';
  const v = item.value;
  const num = (x: unknown) => (x == null ? null : Number(x));
  if (type === 'string') {
    const text = typeof v === 'string' ? v.trim() : '';
    switch (item.operator) {
      case 'contains':
      case 'doesNotContain':
      case 'startsWith':
      case 'endsWith': {
        if (!text) return null;
        const src = escapeRegExp(text);
        const re = new RegExp(item.operator === 'startsWith' ? `^${src}` : item.operator === 'endsWith' ? `${src}$` : src, 'i');
        const negate = item.operator === 'doesNotContain';
        return (x) => (x == null ? negate : re.test(String(x)) !== negate);
      }
      case 'equals':
      case 'doesNotEqual': {
        if (!text) return null;
        const negate = item.operator === 'doesNotEqual';
        return (x) => (x == null ? negate : (searchCollator.compare(text, String(x)) === 0) !== negate);
      }
      case 'isEmpty':
        return (x) => x === '' || x == null;
      case 'isNotEmpty':
        return (x) => !(x === '' || x == null);
      case 'isAnyOf': {
        if (!Array.isArray(v) || !v.length) return null;
        const values = v.map((s) => String(s).trim());
        return (x) => x != null && values.some((s) => searchCollator.compare(s, String(x)) === 0);
      }
    }
  } else if (type === 'number') {
    if (item.operator === 'isEmpty') return (x) => x == null;
    if (item.operator === 'isNotEmpty') return (x) => x != null;
    if (v == null || (typeof v === 'number' && Number.isNaN(v))) return null;
    if (item.operator === 'isAnyOf') {
      if (!Array.isArray(v) || !v.length) return null;
      return (x) => x != null && v.includes(Number(x));
    }
    const ops: Record<string, (a: number, b: unknown) => boolean> = {
      '=': (a, b) => a === b,
      '!=': (a, b) => a !== b,
      '>': (a, b) => a > (b as number),
      '>=': (a, b) => a >= (b as number),
      '<': (a, b) => a < (b as number),
      '<=': (a, b) => a <= (b as number),
    };
    const op = ops[item.operator];
    if (op) return (x) => (x == null && item.operator !== '=' && item.operator !== '!=' ? false : op(num(x)!, v));
  } else if (type === 'singleSelect') {
    const key = (x: unknown) => (x && typeof x === 'object' && 'value' in x ? (x as { value: unknown }).value : x);
    if (item.operator === 'is' || item.operator === 'not') {
      if (v == null || v === '') return null;
      const negate = item.operator === 'not';
      return (x) => (key(x) === key(v)) !== negate;
    }
  } else if (type === 'boolean' && item.operator === 'is') {
    if (v === undefined || v === '' || v === null) return null;
    const want = String(v) === 'true';
    return (x) => Boolean(x) === want;
  }
  throw new Error(`filter operator ${item.operator} on ${type} is not imitated`);
}

/** The rows' filter: undefined when the model filters nothing or cannot be imitated exactly. */
function rowFilter(model: FilterModel | undefined, columns: Map<string, Col>): ((row: Row) => boolean) | undefined {
  if (!model?.items?.length) return undefined;
  if (model.quickFilterValues?.some((q) => q !== '' && q != null)) return undefined;
  const tests: { col: Col; test: Test }[] = [];
  try {
    for (const item of model.items) {
      const col = columns.get(item.field);
      if (!col) return undefined;
      const test = filterTest(item, col);
      if (test) tests.push({ col, test });
    }
  } catch {
    return undefined;
  }
  if (!tests.length) return undefined;
  const or = model.logicOperator === 'or';
  return (row) => (or ? tests.some(({ col, test }) => test(valueOf(row, col))) : tests.every(({ col, test }) => test(valueOf(row, col))));
}

function nil(a: unknown, b: unknown): number | null {
  if (a == null && b != null) return -1;
  if (b == null && a != null) return 1;
  if (a == null && b == null) return 0;
  return null;
}

function defaultComparator(type: string | undefined): (a: unknown, b: unknown) => number {
  if (type === 'number') return (a, b) => nil(a, b) ?? Number(a) - Number(b);
  if (type === 'date' || type === 'dateTime') return (a, b) => nil(a, b) ?? ((a as number) > (b as number) ? 1 : (a as number) < (b as number) ? -1 : 0);
  if (type === 'boolean') return (a, b) => nil(a, b) ?? Number(a) - Number(b);
  return (a, b) => nil(a, b) ?? (typeof a === 'string' ? sortCollator.compare(a, String(b)) : (a as number) - (b as number));
}

/** The rows in the order of the sort model (a stable sort, as the grid's). */
function sortRows(rows: readonly Row[], model: SortItem[] | undefined, columns: Map<string, Col>): readonly Row[] {
  const items = (model ?? []).filter((i) => i.sort && columns.has(i.field));
  if (!items.length) return rows;
  const keys = items.map((i) => {
    const col = columns.get(i.field)!;
    const base = col.sortComparator ? (a: unknown, b: unknown) => col.sortComparator!(a, b, {}, {}) : defaultComparator(col.type);
    return { col, cmp: i.sort === 'desc' ? (a: unknown, b: unknown) => -base(a, b) : base };
  });
  try {
    const decorated = rows.map((row, index) => ({ row, index, values: keys.map((k) => valueOf(row, k.col)) }));
    decorated.sort((a, b) => {
      for (let k = 0; k < keys.length; k++) {
        const c = keys[k]!.cmp(a.values[k], b.values[k]);
        if (c) return c;
      }
      return a.index - b.index;
    });
    return decorated.map((d) => d.row);
  } catch {
    return rows;
  }
}

// ---- aggregation (gridAggregationFunctions)

const isNum = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);
const BUILT_IN: Record<string, AggregationFn> = {
  sum: { apply: ({ values }) => values.reduce<number>((s, v) => (isNum(v) ? s + v : s), 0), columnTypes: ['number'] },
  avg: {
    apply: ({ values }) => {
      const nums = values.filter(isNum);
      const sum = nums.reduce((s, v) => s + v, 0);
      return values.length === 0 || sum === 0 ? null : sum / nums.length;
    },
    columnTypes: ['number'],
  },
  min: { apply: ({ values }) => extreme(values, (a, b) => a < b), columnTypes: ['number', 'date', 'dateTime'] },
  max: { apply: ({ values }) => extreme(values, (a, b) => a > b), columnTypes: ['number', 'date', 'dateTime'] },
  size: { apply: ({ values }) => values.filter((v) => v !== undefined).length, valueFormatter: (v) => (isNum(v) ? v.toLocaleString() : v) },
};

function extreme(values: unknown[], better: (a: number, b: number) => boolean): unknown {
  let best: unknown = null;
  for (const v of values) if (v != null && (best === null || better(v as number, best as number))) best = v;
  return best;
}

interface Aggregate {
  col: Col;
  name: string;
  fn: AggregationFn;
}

function aggregatesOf(model: Record<string, string> | undefined, columns: Map<string, Col>, own: Record<string, AggregationFn> | undefined): Aggregate[] {
  const out: Aggregate[] = [];
  for (const [field, name] of Object.entries(model ?? {})) {
    const col = columns.get(field);
    const fn = own?.[name] ?? BUILT_IN[name];
    if (!col || !fn || col.aggregable === false) continue;
    if (fn.columnTypes && !fn.columnTypes.includes(col.type ?? 'string')) continue;
    out.push({ col, name, fn });
  }
  return out;
}

function aggregated(a: Aggregate, rows: readonly Row[], groupId: unknown): { value: unknown; text: string | boolean } {
  let value: unknown;
  try {
    value = a.fn.apply({ values: rows.map((r) => valueOf(r, a.col)), field: a.col.field, groupId });
    if (a.fn.valueFormatter) return { value, text: String(a.fn.valueFormatter(value, {}, a.col, API) ?? '') };
    return { value, text: formatted(value, {}, a.col) };
  } catch {
    return { value, text: '' };
  }
}

/** An aggregated cell: the column's renderCell with the aggregation's params (as the grid calls it), else the formatted value. */
function AggregateCell({ agg, rows, groupId, node }: { agg: Aggregate; rows: readonly Row[]; groupId: unknown; node: CellParams['rowNode'] }) {
  const { value, text } = aggregated(agg, rows, groupId);
  const col = agg.col;
  if (!col.renderCell) return <Value content={text} />;
  const params: CellParams = {
    id: groupId,
    field: col.field,
    row: {},
    value,
    formattedValue: text,
    colDef: col,
    rowNode: node,
    aggregation: { aggregationFunctionName: agg.name, hasCellUnit: true },
    hasFocus: false,
    isEditable: false,
    cellMode: 'view',
    tabIndex: -1,
  };
  return <Rendered render={() => col.renderCell!(params)} fallback={<Value content={text} />} />;
}

// ---- the rows drawn: leaves, group rows and tree nodes

interface Line {
  kind: 'leaf' | 'group';
  row?: Row;
  depth: number;
  label?: string | boolean;
  count: number;
  expanded: boolean;
  /** For group rows: their leaves (aggregation). */
  leaves?: readonly Row[];
  id?: unknown;
}

interface GroupNode {
  key: unknown;
  label: string | boolean;
  leaves: Row[];
  children: Map<unknown, GroupNode>;
}

function groupingKey(row: Row, col: Col): unknown {
  try {
    if (col.groupingValueGetter) return col.groupingValueGetter(row[col.field], row, col, API);
  } catch {
    return undefined;
  }
  const v = valueOf(row, col);
  return v instanceof Date ? v.getTime() : v;
}

/** Row grouping: the group rows (and, where expanded, their children) in display order. */
function groupLines(rows: readonly Row[], by: Col[], expandDepth: number, limit: number): { lines: Line[]; top: number } {
  const root: GroupNode = { key: null, label: '', leaves: [], children: new Map() };
  for (const row of rows) {
    let node = root;
    for (const col of by) {
      const key = groupingKey(row, col);
      let child = node.children.get(key);
      if (!child) {
        child = { key, label: key == null ? '' : formatted(valueOf(row, col), row, col), leaves: [], children: new Map() };
        node.children.set(key, child);
      }
      child.leaves.push(row);
      node = child;
    }
  }
  const lines: Line[] = [];
  const walk = (node: GroupNode, depth: number) => {
    for (const child of node.children.values()) {
      if (lines.length >= limit) return;
      const expanded = expandDepth === -1 || depth < expandDepth;
      lines.push({ kind: 'group', depth, label: child.label, count: child.leaves.length, expanded, leaves: child.leaves, id: child.key });
      if (!expanded) continue;
      if (depth + 1 < by.length) walk(child, depth + 1);
      else for (const row of child.leaves) if (lines.length < limit) lines.push({ kind: 'leaf', row, depth: depth + 1, count: 0, expanded: false });
    }
  };
  walk(root, 0);
  return { lines, top: root.children.size };
}

interface TreeNode {
  name: string;
  row?: Row;
  children: Map<string, TreeNode>;
}

/** Tree data: the nodes from the rows' paths (missing parents made up, as the grid does). */
function treeLines(
  rows: readonly Row[],
  pathOf: (row: Row) => readonly string[],
  expandDepth: number,
  limit: number,
  keep: ((row: Row) => boolean) | undefined,
): { lines: Line[]; top: number; leaves: Row[] } {
  const root: TreeNode = { name: '', children: new Map() };
  for (const row of rows) {
    let path: readonly string[];
    try {
      path = pathOf(row);
    } catch {
      continue;
    }
    let node = root;
    path.forEach((name, i) => {
      let child = node.children.get(name);
      if (!child) {
        child = { name, children: new Map() };
        node.children.set(name, child);
      }
      if (i === path.length - 1) child.row = row;
      node = child;
    });
  }
  // A node is shown when it passes the filter or one of its descendants does; its count is its shown descendants.
  const size = new Map<TreeNode, number>();
  const visit = (node: TreeNode): number => {
    let below = 0;
    for (const c of node.children.values()) below += visit(c);
    const passes = !keep || (node.row ? keep(node.row) : false) || below > 0;
    size.set(node, below);
    return passes ? below + 1 : 0;
  };
  visit(root);
  const shown = (n: TreeNode) => !keep || (n.row ? keep(n.row) : false) || size.get(n)! > 0;
  const leavesOf = (n: TreeNode): Row[] => {
    if (!n.children.size) return n.row && (!keep || keep(n.row)) ? [n.row] : [];
    return [...n.children.values()].flatMap(leavesOf);
  };
  const lines: Line[] = [];
  const walk = (node: TreeNode, depth: number) => {
    for (const child of node.children.values()) {
      if (lines.length >= limit) return;
      if (!shown(child)) continue;
      const count = size.get(child)!;
      const expanded = count > 0 && (expandDepth === -1 || depth < expandDepth);
      // A parent's leaves: what aggregation sums on it (the grid aggregates leaves, not the parent's own row).
      const leaves = count > 0 ? leavesOf(child) : [];
      lines.push({ kind: count > 0 ? 'group' : 'leaf', row: child.row, depth, label: child.name, count, expanded, leaves, id: child.name });
      if (expanded) walk(child, depth + 1);
    }
  };
  walk(root, 0);
  return { lines, top: [...root.children.values()].filter(shown).length, leaves: leavesOf(root) };
}

// ---- columns as drawn

interface View {
  field: string;
  style: CSSProperties;
  /** Alignment classes of the header cell and the body cells. */
  align: string;
  cellAlign: string;
  header: ReactNode;
  cell: (line: Line) => ReactNode;
  pinned?: 'left' | 'right';
  /** The column groups above it, outermost first. */
  groups: ColumnGroup[];
  check?: boolean;
  /** The demo's column (not for the checkbox and grouping columns). */
  col?: Col;
}

function sizeOf(col: { width?: number; flex?: number; minWidth?: number }, fallback = 100): CSSProperties {
  if (col.flex) return { flex: `${col.flex} 1 0px`, minWidth: col.minWidth ?? 50 };
  const w = col.width ?? fallback;
  return { flex: `0 0 ${w}px`, width: w };
}

function alignOf(col: Col, header: boolean): string {
  const a = (header ? col.headerAlign : undefined) ?? col.align ?? (col.type === 'number' ? 'right' : col.type === 'boolean' ? 'center' : 'left');
  return a === 'right' ? ' sig-right' : a === 'center' ? ' sig-center' : '';
}

function Icon({ d, className = 'sig-icon' }: { d: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

function Value({ content }: { content: string | boolean }) {
  if (typeof content === 'boolean') return <Icon d={content ? CHECK : CLOSE} className="sig-bool" />;
  return <span>{content}</span>;
}

function groupPaths(model: ColumnGroup[] | undefined): Map<string, ColumnGroup[]> {
  const out = new Map<string, ColumnGroup[]>();
  const walk = (nodes: ColumnGroup['children'], path: ColumnGroup[]) => {
    for (const n of nodes) {
      if ('groupId' in n && Array.isArray(n.children)) walk(n.children, [...path, n]);
      else if ('field' in n) out.set(n.field, path);
    }
  };
  if (Array.isArray(model)) walk(model, []);
  return out;
}

function groupingColDefOf(props: GridProps, fields: string[]): GroupingColDef {
  const g = props.groupingColDef;
  try {
    return (typeof g === 'function' ? g({ groupingName: 'default', fields }) : g) ?? {};
  } catch {
    return {};
  }
}

function GroupCell({ line, hideCount }: { line: Line; hideCount?: boolean }) {
  return (
    <div className="sig-group" style={line.depth ? { marginInlineStart: line.depth * 16 } : undefined}>
      <span className="sig-toggle">{line.kind === 'group' && line.count > 0 && <Icon d={line.expanded ? COLLAPSE : EXPAND} className="" />}</span>
      <Value content={line.label ?? ''} />
      {!hideCount && line.kind === 'group' && line.count > 0 && <span style={{ whiteSpace: 'pre' }}>{` (${line.count})`}</span>}
    </div>
  );
}

const COLUMNS_ICON = 'M14.67 5v14H9.33V5zm1 14H21V5h-5.33zm-7.34 0V5H3v14z';
const FILTER_LIST = 'M10 18h4v-2h-4v2zM3 6v2h18V6H3zm3 7h12v-2H6v2z';
const DOWNLOAD = 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z';
const SEARCH =
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z';
const PIVOT =
  'M10 8h11V5c0-1.1-.9-2-2-2h-9zM3 8h5V3H5c-1.1 0-2 .9-2 2zm2 13h3V10H3v9c0 1.1.9 2 2 2m8 1-4-4 4-4zm1-9 4-4 4 4zm.58 6H13v-2h1.58c1.33 0 2.42-1.08 2.42-2.42V13h2v1.58c0 2.44-1.98 4.42-4.42 4.42';
const ASSISTANT = 'M19 2H5c-1.1 0-2 .9-2 2v14c0 1.1.89 2 2 2h4l3 3 3-3h4c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m-5.12 10.88L12 17l-1.88-4.12L6 11l4.12-1.88L12 5l1.88 4.12L18 11z';
const ADD = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z';
const REMOVE = 'M19 13H5v-2h14v2z';

/** A toolbar button as ToolbarButton draws it: the material IconButton (medium) with a small icon. */
function ToolButton({ d, primary, dot }: { d: string; primary?: boolean; dot?: boolean }) {
  const icon = (
    <SvgIcon fontSize="small">
      <path d={d} />
    </SvgIcon>
  );
  return (
    <IconButton color={primary ? 'primary' : 'default'} tabIndex={-1}>
      {dot === undefined ? (
        icon
      ) : (
        <Badge variant="dot" color="primary" badgeContent={dot ? 1 : 0}>
          {icon}
        </Badge>
      )}
    </IconButton>
  );
}

/** Filter items the grid counts as active (its filter button turns primary with a dot). */
function activeFilters(model: FilterModel | undefined, columns: Map<string, Col>): number {
  return (model?.items ?? []).filter((i) => {
    if (!columns.has(i.field)) return false;
    if (i.operator === 'isEmpty' || i.operator === 'isNotEmpty') return true;
    const v = i.value;
    return v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
  }).length;
}

/**
 * The toolbar `showToolbar` asks for: the demo's own slot when it renders
 * without a live grid (else an empty bar of the toolbar's height), or the
 * default GridToolbar (GridPremiumToolbar on Premium).
 */
function StandInToolbar({ props, premium, filters }: { props: GridProps; premium: boolean; filters: number }) {
  const own = props.slots?.toolbar;
  const options = props.slotProps?.toolbar ?? {};
  if (own) {
    const Own = own;
    return (
      <Suspense fallback={<div className="sig-toolbar" />}>
        <Own {...options} />
      </Suspense>
    );
  }
  const exportMenu = !options.csvOptions?.disableToolbarButton || !options.printOptions?.disableToolbarButton || (premium && !options.excelOptions?.disableToolbarButton);
  return (
    <div className="sig-toolbar MuiDataGrid-toolbar">
      {props.label && <span className="sig-label">{props.label}</span>}
      {!props.disableColumnSelector && <ToolButton d={COLUMNS_ICON} />}
      {!props.disableColumnFilter && <ToolButton d={FILTER_LIST} primary={filters > 0} dot={filters > 0} />}
      {premium && !props.disablePivoting && <ToolButton d={PIVOT} />}
      {premium && props.aiAssistant && <ToolButton d={ASSISTANT} />}
      {exportMenu && (!props.disableColumnFilter || !props.disableColumnSelector) && <Divider orientation="vertical" />}
      {exportMenu && <ToolButton d={DOWNLOAD} />}
      {options.showQuickFilter !== false && <Divider orientation="vertical" />}
      {options.showQuickFilter !== false && <ToolButton d={SEARCH} />}
    </div>
  );
}

/**
 * What the demo's renderer draws, given the params a static grid has; the
 * fallback (the formatted value) where the renderer throws or needs the
 * live grid's context while rendering.
 */
function Rendered({ render, fallback }: { render: () => ReactNode; fallback: ReactNode }) {
  let node: ReactNode;
  try {
    node = render();
  } catch {
    return <>{fallback}</>;
  }
  if (node === undefined) return <>{fallback}</>;
  return <Suspense fallback={fallback}>{node}</Suspense>;
}

const HEADER_FILTER_LABEL: Record<string, string> = { string: 'Contains', number: 'Equals', date: 'Is', dateTime: 'Is', singleSelect: 'Is', boolean: 'Is' };

function StandInGrid({ paged, premium, pro, ...props }: GridProps & { paged: boolean; premium: boolean; pro: boolean }) {
  const init = props.initialState ?? {};
  const density = props.density ?? init.density ?? 'standard';
  const factor = DENSITY[density] ?? 1;
  const rowHeight = Math.floor((props.rowHeight ?? 52) * factor);
  const headerHeight = Math.floor((props.columnHeaderHeight ?? 56) * factor);
  const hidden = props.columnVisibilityModel ?? init.columns?.columnVisibilityModel ?? {};
  const allColumns = (props.columns ?? []).filter((c) => c && typeof c.field === 'string');
  const byField = new Map(allColumns.map((c) => [c.field, c]));
  const columns = allColumns.filter((c) => hidden[c.field] !== false && c.type !== 'actions');
  const rows = props.rows ?? [];
  // Loading: the grid keeps its rows under an overlay (a linear progress by default); with no rows, or as the demo asks, skeleton rows.
  const loadingProps = props.slotProps?.loadingOverlay;
  const loading = props.loading ? (rows.length ? (loadingProps?.variant ?? 'linear-progress') : (loadingProps?.noRowsVariant ?? 'skeleton')) : undefined;
  const limit = STANDIN_GRID_ROWS;

  const filterModel = props.filterModel ?? init.filter?.filterModel;
  const keep = rowFilter(filterModel, byField);
  const sortModel = props.sortModel ?? init.sorting?.sortModel;
  const sorted = sortRows(rows, sortModel, byField);
  const grouping = premium ? (props.rowGroupingModel ?? init.rowGrouping?.model ?? []).map((f) => byField.get(f)).filter((c): c is Col => !!c) : [];
  const tree = pro && props.treeData && typeof props.getTreeDataPath === 'function' ? props.getTreeDataPath : undefined;
  const expandDepth = props.defaultGroupingExpansionDepth ?? 0;
  const aggregates = premium ? aggregatesOf(props.aggregationModel ?? init.aggregation?.model, byField, props.aggregationFunctions) : [];

  // The lines drawn and the row counts of the footer.
  let lines: Line[];
  let topCount: number;
  let totalTop: number;
  let filteredLeaves: readonly Row[];
  if (tree) {
    const all = treeLines(sorted, tree, expandDepth, limit, keep);
    totalTop = keep ? treeLines(sorted, tree, 0, 0, undefined).top : all.top;
    lines = all.lines;
    topCount = all.top;
    filteredLeaves = all.leaves;
  } else {
    filteredLeaves = keep ? sorted.filter(keep) : sorted;
    if (grouping.length) {
      const g = groupLines(filteredLeaves, grouping, expandDepth, limit);
      lines = g.lines;
      topCount = g.top;
      totalTop = keep ? groupLines(sorted, grouping, 0, 0).top : g.top;
    } else {
      lines = filteredLeaves.slice(0, limit).map((row) => ({ kind: 'leaf', row, depth: 0, count: 0, expanded: false }));
      topCount = filteredLeaves.length;
      totalTop = rows.length;
    }
  }

  const view: View[] = [];

  // Selection.
  const idOf = (row: Row) => {
    try {
      return props.getRowId ? props.getRowId(row) : row.id;
    } catch {
      return row.id;
    }
  };
  const sel = props.rowSelectionModel;
  const selIds = new Set<unknown>(Array.isArray(sel) ? sel : sel && typeof sel === 'object' && 'ids' in sel && sel.ids ? [...sel.ids] : []);
  const exclude = !!sel && !Array.isArray(sel) && (sel as { type?: string }).type === 'exclude';
  const isSelected = (row: Row | undefined) => !!props.checkboxSelection && !!row && selIds.has(idOf(row)) !== exclude;
  const selectedCount = props.checkboxSelection ? (exclude ? rows.length - selIds.size : rows.filter((r) => selIds.has(idOf(r))).length) : 0;

  // The params a cell's class name or renderer gets: what a static grid knows (no api, no focus, view mode).
  const cellParams = (row: Row, col: Col): CellParams => {
    const value = valueOf(row, col);
    return {
      id: idOf(row),
      field: col.field,
      row,
      value,
      formattedValue: formatted(value, row, col),
      colDef: col,
      rowNode: { type: 'leaf', depth: 0 },
      hasFocus: false,
      isEditable: false,
      cellMode: 'view',
      tabIndex: -1,
    };
  };

  // Detail panels (Pro): a toggle column first, and the panels of the rows expanded on mount below their row.
  const detail = pro && typeof props.getDetailPanelContent === 'function' ? props.getDetailPanelContent : undefined;
  const expandedIds = new Set<unknown>();
  try {
    for (const id of props.detailPanelExpandedRowIds ?? init.detailPanel?.expandedRowIds ?? []) expandedIds.add(id);
  } catch {
    // Not iterable: nothing expanded.
  }
  const panelOf = (row: Row): ReactNode => {
    try {
      return detail ? detail({ id: idOf(row), row }) : null;
    } catch {
      return null;
    }
  };

  // Columns as drawn: detail panel toggle, checkbox, grouping column(s), the demo's columns.
  const paths = groupPaths(props.columnGroupingModel);
  // A demo that places the toggle column itself (GRID_DETAIL_PANEL_TOGGLE_COL_DEF in its columns) keeps its own.
  if (detail && !byField.has(DETAIL_FIELD)) {
    view.push({
      field: DETAIL_FIELD,
      // The toggle column is 40 px wide, raised to the grid's 50 px column minimum.
      style: { flex: '0 0 50px', width: 50 },
      align: '',
      cellAlign: '',
      header: null,
      cell: (line) => {
        if (line.kind !== 'leaf' || !line.row) return null;
        const open = expandedIds.has(idOf(line.row));
        return (
          <IconButton size="small" tabIndex={-1} disabled={!isValidElement(panelOf(line.row))}>
            <SvgIcon fontSize="inherit">
              <path d={open ? REMOVE : ADD} />
            </SvgIcon>
          </IconButton>
        );
      },
      groups: [],
    });
  }
  const sortOf = new Map((sortModel ?? []).filter((i) => i.sort).map((i) => [i.field, i.sort]));
  const filtered = new Set(keep ? filterModel?.items?.map((i) => i.field) : []);
  const aggOf = new Map(aggregates.map((a) => [a.col.field, a]));
  if (props.checkboxSelection) {
    const some = selectedCount > 0;
    const all = some && selectedCount >= rows.length;
    view.push({
      field: CHECK_FIELD,
      style: { flex: '0 0 50px' },
      align: ' sig-center',
      cellAlign: ' sig-center',
      header: some ? <Icon d={all ? BOX_CHECKED : BOX_SOME} className="" /> : null,
      cell: (line) => (line.kind === 'leaf' && isSelected(line.row) ? <Icon d={BOX_CHECKED} className="" /> : null),
      groups: [],
      check: true,
    });
  }
  if (tree) {
    const def = groupingColDefOf(props, []);
    view.push({
      field: TREE_FIELD,
      style: sizeOf(def, 200),
      align: '',
      cellAlign: '',
      header: <span>{def.headerName ?? 'Group'}</span>,
      cell: (line) => <GroupCell line={line} hideCount={def.hideDescendantCount} />,
      groups: [],
    });
  } else if (grouping.length) {
    const multiple = props.rowGroupingColumnMode === 'multiple';
    const sets = multiple ? grouping.map((c) => [c]) : [grouping];
    for (const set of sets) {
      const def = groupingColDefOf(
        props,
        set.map((c) => c.field),
      );
      const leaf = def.leafField ? byField.get(def.leafField) : undefined;
      const width = Math.max(...set.map((c) => (c.width ?? 100) + 40), leaf?.width ?? 0);
      const depths = new Set(set.map((c) => grouping.indexOf(c)));
      view.push({
        field: multiple ? groupFieldOf(set[0]!.field) : GROUP_FIELD,
        style: sizeOf({ width, ...def }),
        align: '',
        cellAlign: '',
        header: <span>{def.headerName ?? (set.length === 1 ? (set[0]!.headerName ?? set[0]!.field) : 'Group')}</span>,
        cell: (line) => {
          if (line.kind === 'group') return depths.has(line.depth) ? <GroupCell line={multiple ? { ...line, depth: 0 } : line} hideCount={def.hideDescendantCount} /> : null;
          if (!leaf || !line.row) return null;
          return <GroupCell line={{ ...line, kind: 'leaf', label: cellContent(line.row, leaf) }} />;
        },
        groups: [],
      });
    }
  }
  for (const c of columns) {
    const agg = aggOf.get(c.field);
    const sort = sortOf.get(c.field);
    view.push({
      field: c.field,
      style: sizeOf(c),
      align: alignOf(c, true),
      cellAlign: alignOf(c, false),
      header: (
        <>
          {agg ? (
            <span className="sig-title">
              <span>{c.headerName ?? c.field}</span>
              <span className="sig-agg-label">{agg.fn.label ?? agg.name}</span>
            </span>
          ) : c.renderHeader ? (
            <Rendered render={() => c.renderHeader!({ field: c.field, colDef: c })} fallback={<span>{c.headerName ?? (c.field.startsWith('__') ? '' : c.field)}</span>} />
          ) : (
            <span>{c.headerName ?? c.field}</span>
          )}
          {sort && <Icon d={sort === 'asc' ? ARROW_UP : ARROW_DOWN} className="sig-sort" />}
          {filtered.has(c.field) && <Icon d={FILTER} className="sig-sort" />}
        </>
      ),
      cell: (line) => {
        if (line.kind === 'group' && agg && line.leaves) return <AggregateCell agg={agg} rows={line.leaves} groupId={line.id} node={{ type: 'group', depth: line.depth }} />;
        if (line.kind === 'group' && !tree) return null;
        if (!line.row) return null;
        const row = line.row;
        const text = <Value content={cellContent(row, c)} />;
        return c.renderCell && line.kind === 'leaf' ? <Rendered render={() => c.renderCell!(cellParams(row, c))} fallback={text} /> : text;
      },
      groups: paths.get(c.field) ?? [],
      col: c,
    });
  }
  // Pinned columns: left ones first (in the model's order), right ones last.
  const pinned = props.pinnedColumns ?? init.pinnedColumns;
  if (pro && pinned && (pinned.left?.length || pinned.right?.length)) {
    const left = (pinned.left ?? []).map((f) => view.find((v) => v.field === f)).filter((v): v is View => !!v);
    const right = (pinned.right ?? []).map((f) => view.find((v) => v.field === f)).filter((v): v is View => !!v && !left.includes(v));
    left.forEach((v) => (v.pinned = 'left'));
    right.forEach((v) => (v.pinned = 'right'));
    // The grid draws a line between the pinned and the scrolling columns.
    if (left.length) left.at(-1)!.cellAlign += ' sig-pinl';
    if (left.length) left.at(-1)!.align += ' sig-pinl';
    if (right.length) right[0]!.cellAlign += ' sig-pinr';
    if (right.length) right[0]!.align += ' sig-pinr';
    const middle = view.filter((v) => !v.pinned);
    view.splice(0, view.length, ...left, ...middle, ...right);
  }
  // Columns past what any frame shows are not drawn (a demo with hundreds of columns stays small).
  let across = 0;
  for (let i = 0; i < view.length; i++) {
    if (across > STANDIN_GRID_WIDTH && !view[i]!.pinned) view.splice(i--, 1);
    else across += Number.parseFloat(String(view[i]!.style.width ?? view[i]!.style.minWidth ?? 50));
  }
  // List view (Pro): the list column alone, as wide as the grid, and no header.
  const list = pro && props.listView && typeof props.listViewColumn?.field === 'string' ? props.listViewColumn : undefined;
  if (list) {
    view.splice(0, view.length, {
      field: list.field,
      style: { flex: '1 1 0px', minWidth: 0 },
      align: '',
      cellAlign: '',
      header: null,
      cell: (line) => {
        const row = line.kind === 'leaf' ? line.row : undefined;
        return row ? <Rendered render={() => list.renderCell?.(cellParams(row, list))} fallback={<Value content={cellContent(row, list)} />} /> : null;
      },
      groups: [],
    });
  }
  const hasPinned = view.some((v) => v.pinned);
  const line = (height: number) => ({ height, minHeight: height });

  /** One row's cells, the middle wrapped when columns are pinned. */
  const cells = (render: (v: View, i: number) => ReactNode) => {
    const all = view.map((v, i) => ({ v, node: render(v, i) }));
    if (!hasPinned) return all.map((c) => c.node);
    return [
      ...all.filter((c) => c.v.pinned === 'left').map((c) => c.node),
      <div key="mid" className="sig-mid">
        {all.filter((c) => !c.v.pinned).map((c) => c.node)}
      </div>,
      ...all.filter((c) => c.v.pinned === 'right').map((c) => c.node),
    ];
  };

  // The demo's own class names, so its styles (the sx of the grid or of a parent) reach the stand-in's cells.
  const rowClass = (row: Row, i: number) =>
    classOf(props.getRowClassName, () => ({ id: idOf(row), row, indexRelativeToCurrentPage: i, isFirstVisible: i === 0, isLastVisible: i === lines.length - 1 }));
  const cellClass = (row: Row, col: Col) => {
    const params = () => cellParams(row, col);
    return classOf(col.cellClassName, params) + classOf(props.getCellClassName, params);
  };
  /** A body row's height: getRowHeight's number, 'auto' (grows with its cells), or the grid's row height. */
  const heightOf = (row: Row | undefined): number | 'auto' => {
    if (!row || !props.getRowHeight) return rowHeight;
    try {
      const h = props.getRowHeight({ id: idOf(row), model: row, densityFactor: factor });
      return h === 'auto' ? 'auto' : typeof h === 'number' && h > 0 ? h : rowHeight;
    } catch {
      return rowHeight;
    }
  };
  const rowStyle = (h: number | 'auto'): CSSProperties | undefined => (h === 'auto' ? undefined : { ...line(h), lineHeight: `${h - 1}px` });
  // A grid cell's text sits on a line box of the row's height less its 1 px top border (lineHeight: calc(var(--height) - 1px)).
  const bodyLine = { ...line(rowHeight), lineHeight: `${rowHeight - 1}px` };
  const groupDepth = Math.max(0, ...view.map((v) => v.groups.length));
  const groupHeight = Math.floor((props.columnGroupHeaderHeight ?? props.columnHeaderHeight ?? 56) * factor);
  const leafCols = view.filter((v) => !v.check && !v.field.startsWith('__'));
  // The grid puts the root's aggregates in a footer row pinned above its footer (defaultGetAggregationPosition).
  const aggRow = aggregates.length > 0 && lines.length > 0;

  return (
    <Root className={`MuiDataGrid-root${props.className ? ` ${props.className}` : ''}`} sx={props.sx} data-auto-height={props.autoHeight ? '' : undefined} data-standin-grid="">
      <GridApiContext.Provider value={NO_API}>
        {props.showToolbar && <StandInToolbar props={props} premium={premium} filters={activeFilters(filterModel, byField)} />}
        {Array.from({ length: list ? 0 : groupDepth }, (_, level) => (
          <div key={`g${level}`} className="sig-row sig-head sig-groups" style={line(groupHeight)}>
            {cells((v, i) => {
              const g = v.groups[level];
              const prev = view[i - 1]?.groups[level];
              const next = view[i + 1]?.groups[level];
              return (
                <div key={v.field} className="sig-cell" style={v.style} data-empty={g ? undefined : ''} data-run={g && next === g ? '' : undefined}>
                  {g && prev !== g ? <span>{g.headerName ?? g.groupId}</span> : null}
                </div>
              );
            })}
          </div>
        ))}
        {!list && (
          <div className="sig-row sig-head" style={line(headerHeight)}>
            {cells((v) => (
              <div
                key={v.field}
                className={`sig-cell MuiDataGrid-columnHeader${v.check ? ' sig-check' : ''}${v.align}${v.col ? classOf(v.col.headerClassName, () => ({ field: v.field, colDef: v.col! })) : ''}`}
                style={v.style}
                data-on={v.check && v.header ? '' : undefined}
              >
                {v.header}
              </div>
            ))}
          </div>
        )}
        {pro && !list && props.headerFilters && (
          <div className="sig-row sig-head" style={line(Math.floor((props.headerFilterHeight ?? props.columnHeaderHeight ?? 56) * factor))}>
            {cells((v) => {
              const col = byField.get(v.field);
              return (
                <div key={v.field} className="sig-cell" style={v.style} data-run="">
                  {col && leafCols.includes(v) ? <span className="sig-filter">{HEADER_FILTER_LABEL[col.type ?? 'string'] ?? 'Contains'}</span> : null}
                </div>
              );
            })}
          </div>
        )}
        <div className="sig-body">
          {lines.length === 0 && !props.loading && <div className="sig-empty">No rows</div>}
          {props.loading && <LoadingOverlay own={props.slots?.loadingOverlay} ownProps={loadingProps} variant={loading!} />}
          {(loading === 'skeleton' && !props.slots?.loadingOverlay ? [] : lines).map((l, i) => {
            const h = l.kind === 'leaf' ? heightOf(l.row) : rowHeight;
            const panel = detail && l.kind === 'leaf' && l.row && expandedIds.has(idOf(l.row)) ? l.row : undefined;
            return [
              <div
                key={i}
                className={`sig-row MuiDataGrid-row${l.kind === 'leaf' && isSelected(l.row) ? ' Mui-selected' : ''}${l.kind === 'leaf' && l.row ? rowClass(l.row, i) : ''}`}
                style={h === rowHeight ? bodyLine : rowStyle(h)}
                data-selected={l.kind === 'leaf' && isSelected(l.row) ? '' : undefined}
                data-dynamic={h === 'auto' ? '' : undefined}
              >
                {cells((v) => (
                  <div
                    key={v.field}
                    className={`sig-cell MuiDataGrid-cell${v.check ? ' sig-check' : ''}${v.cellAlign}${v.col && l.kind === 'leaf' && l.row ? cellClass(l.row, v.col) : ''}`}
                    style={v.style}
                    data-on={v.check && l.kind === 'leaf' && isSelected(l.row) ? '' : undefined}
                  >
                    {v.check && l.kind === 'group' ? null : v.cell(l)}
                  </div>
                ))}
              </div>,
              panel && <DetailPanel key={`d${i}`} row={panel} id={idOf(panel)} props={props} content={panelOf(panel)} />,
            ];
          })}
        </div>
        {aggRow && (
          <div className="sig-row sig-aggrow" style={bodyLine}>
            {cells((v) => {
              const agg = aggOf.get(v.field);
              return (
                <div key={v.field} className={`sig-cell${v.cellAlign}`} style={v.style}>
                  {agg ? <AggregateCell agg={agg} rows={filteredLeaves} groupId={null} node={{ type: 'pinnedRow', depth: 0 }} /> : null}
                </div>
              );
            })}
          </div>
        )}
        {!props.hideFooter && (
          <div className="sig-foot MuiDataGrid-footerContainer" data-paged={paged ? '' : undefined}>
            {selectedCount > 0 && !props.hideFooterSelectedRowCount && (
              <span className="sig-selected">{selectedCount === 1 ? '1 row selected' : `${selectedCount.toLocaleString()} rows selected`}</span>
            )}
            {paged ? (
              <Pages count={topCount} props={props} />
            ) : props.hideFooterRowCount ? null : (
              <span>Total Rows: {topCount === totalTop ? topCount.toLocaleString() : `${topCount.toLocaleString()} of ${totalTop.toLocaleString()}`}</span>
            )}
          </div>
        )}
      </GridApiContext.Provider>
    </Root>
  );
}

/**
 * The loading overlay: the demo's own slot where it renders without the
 * live grid, or the built-in variant. The skeleton variant is not drawn
 * (its bar widths come from a random sequence shared by every grid on the
 * page): the body stays empty, as tall as the grid's.
 */
function LoadingOverlay({ own: Own, ownProps, variant }: { own?: ComponentType<Record<string, unknown>>; ownProps?: Record<string, unknown>; variant: LoadingVariant }) {
  if (Own) {
    return (
      <div className="sig-overlay">
        <Suspense fallback={null}>
          <Own {...ownProps} />
        </Suspense>
      </div>
    );
  }
  if (variant === 'skeleton') return null;
  return (
    <div className="sig-overlay" data-variant={variant}>
      {variant === 'linear-progress' ? <LinearProgress /> : <CircularProgress />}
    </div>
  );
}

/** An expanded row's detail panel: the demo's content at getDetailPanelHeight (the grid's default 500 px; 'auto' is its own height). */
function DetailPanel({ row, id, props, content }: { row: Row; id: unknown; props: GridProps; content: ReactNode }) {
  let height: number | 'auto' = 500;
  try {
    height = props.getDetailPanelHeight ? props.getDetailPanelHeight({ id, row }) : 500;
  } catch {
    // The default height.
  }
  return (
    <div className="sig-detail MuiDataGrid-detailPanel" style={height === 'auto' ? undefined : { height }}>
      <Rendered render={() => content} fallback={null} />
    </div>
  );
}

function Pages({ count, props }: { count: number; props: GridProps }) {
  const firstOption = props.pageSizeOptions?.[0];
  const pageSize = props.initialState?.pagination?.paginationModel?.pageSize ?? (typeof firstOption === 'number' ? firstOption : (firstOption?.value ?? 100));
  return (
    <>
      <span>Rows per page:</span>
      <span className="sig-select">
        {pageSize}
        <Icon d={DROP} />
      </span>
      <span>{count ? `1–${Math.min(count, pageSize)} of ${count}` : '0–0 of 0'}</span>
      <span className="sig-nav">
        <Icon d={PREV} />
        <Icon d={NEXT} />
      </span>
    </>
  );
}

/** The demo's props over the theme's `components.MuiDataGrid.defaultProps` (density, …), as the grid reads them. */
const useGridProps = (props: GridProps): GridProps => useThemeProps({ props, name: 'MuiDataGrid' });

/** The stand-in of `DataGrid` (paginated by default). */
export function GridStandIn(inProps: GridProps) {
  const props = useGridProps(inProps);
  return <StandInGrid {...props} paged={props.pagination !== false} premium={false} pro={false} />;
}

/** The stand-in of `DataGridPro` (a row count unless the demo turns pagination on). */
export function GridStandInPro(inProps: GridProps) {
  const props = useGridProps(inProps);
  return <StandInGrid {...props} paged={props.pagination === true} premium={false} pro />;
}

/** The stand-in of `DataGridPremium`: Pro plus row grouping and aggregation. */
export function GridStandInPremium(inProps: GridProps) {
  const props = useGridProps(inProps);
  return <StandInGrid {...props} paged={props.pagination === true} premium pro />;
}
