import Box from '@mui/material/Box';
import { DataGridPremium, GridSidebarValue, type GridColDef } from '@mui/x-data-grid-premium';
import { salesOrders, type SalesOrder } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

// Ids and unit prices make no sense in a pivot: keep them out of the pivot panel.
const columns: GridColDef<SalesOrder>[] = salesOrderColumns.map((column) =>
  column.field === 'unitPrice' || column.field === 'product'
    ? { ...column, pivotable: false }
    : column,
);

export default function PivotNonPivotableColumns() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={columns}
        showToolbar
        initialState={{ sidebar: { open: true, value: GridSidebarValue.Pivot } }}
      />
    </Box>
  );
}
