export type Plan = 'MIT' | 'Pro' | 'Premium';

export interface Feature {
  id: number;
  name: string;
  area: string;
  plan: Plan;
  /** The main props or API of the feature. */
  api: string;
}

const list: [string, string, Plan, string][] = [
  ['Column definition and types', 'Columns', 'MIT', 'columns, type, valueGetter'],
  ['Column width, flex and resizing', 'Columns', 'MIT', 'width, flex, resizable'],
  ['Column autosizing', 'Columns', 'MIT', 'autosizeOnMount, autosizeColumns'],
  ['Column visibility', 'Columns', 'MIT', 'columnVisibilityModel'],
  ['Column header customization', 'Columns', 'MIT', 'renderHeader, columnHeaderHeight'],
  ['Column menu', 'Columns', 'MIT', 'slots.columnMenu'],
  ['Column spanning', 'Columns', 'MIT', 'colSpan'],
  ['Column groups', 'Columns', 'MIT', 'columnGroupingModel'],
  ['Column reordering', 'Columns', 'Pro', 'disableColumnReorder'],
  ['Column pinning', 'Columns', 'Pro', 'pinnedColumns'],
  ['Row height and density', 'Rows', 'MIT', 'rowHeight, getRowHeight, density'],
  ['Row spanning', 'Rows', 'MIT', 'rowSpanning'],
  ['Master-detail panels', 'Rows', 'Pro', 'getDetailPanelContent'],
  ['Row reordering', 'Rows', 'Pro', 'rowReordering'],
  ['Row pinning', 'Rows', 'Pro', 'pinnedRows'],
  ['Tree data', 'Rows', 'Pro', 'treeData, getTreeDataPath'],
  ['Cell and row editing', 'Editing', 'MIT', 'editable, editMode, processRowUpdate'],
  ['Copy to the clipboard', 'Editing', 'MIT', 'onClipboardCopy'],
  ['Paste from the clipboard', 'Editing', 'Premium', 'splitClipboardPastedText'],
  ['Sorting', 'Data', 'MIT', 'sortModel, sortingOrder'],
  ['Multi-column sorting', 'Data', 'Pro', 'multipleColumnsSortingMode'],
  ['Filtering and quick filter', 'Data', 'MIT', 'filterModel, showToolbar'],
  ['Multiple filters', 'Data', 'Pro', 'filterModel'],
  ['Header filters', 'Data', 'Pro', 'headerFilters'],
  ['Pagination', 'Data', 'MIT', 'paginationModel, pageSizeOptions'],
  ['Server-side data source', 'Data', 'MIT', 'dataSource'],
  ['Row selection', 'Selection', 'MIT', 'rowSelectionModel, checkboxSelection'],
  ['Cell selection', 'Selection', 'Premium', 'cellSelection'],
  ['CSV export and print', 'Export', 'MIT', 'showToolbar, exportDataAsCsv'],
  ['Excel export', 'Export', 'Premium', 'exportDataAsExcel'],
  ['Row grouping', 'Analysis', 'Premium', 'rowGroupingModel'],
  ['Aggregation', 'Analysis', 'Premium', 'aggregationModel'],
  ['Pivoting', 'Analysis', 'Premium', 'pivotModel, pivotActive'],
  ['AI assistant', 'Analysis', 'Premium', 'aiAssistant'],
  ['Row and column virtualization', 'Performance', 'MIT', 'rowBufferPx, columnBufferPx'],
  ['State export and restore', 'Performance', 'MIT', 'exportState, restoreState'],
  ['Localization', 'Accessibility', 'MIT', 'localeText'],
  ['Keyboard navigation', 'Accessibility', 'MIT', 'onCellKeyDown'],
];

export const features: Feature[] = list.map(([name, area, plan, api], index) => ({
  id: index + 1,
  name,
  area,
  plan,
  api,
}));
