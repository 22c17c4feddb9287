import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { salesOrders, type SalesOrder } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

// Only a few columns make sense as groups: turn grouping off for the others.
const groupable = new Set(['category', 'region', 'country', 'salesRep', 'status']);

const columns: GridColDef<SalesOrder>[] = salesOrderColumns.map((column) => ({
  ...column,
  groupable: groupable.has(column.field),
}));

export default function RowGroupingGroupableColumns() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={salesOrders} columns={columns} />
    </Box>
  );
}
