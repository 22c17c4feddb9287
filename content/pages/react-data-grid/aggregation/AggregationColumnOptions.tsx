import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { salesOrders, type SalesOrder } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

const columns: GridColDef<SalesOrder>[] = salesOrderColumns.map((column) => {
  switch (column.field) {
    case 'unitPrice':
      // Summing prices means nothing: no aggregation in the menu.
      return { ...column, aggregable: false };
    case 'quantity':
      // Only these two functions are offered.
      return { ...column, availableAggregationFunctions: ['sum', 'max'] };
    case 'status':
      // Only counting makes sense for a text column.
      return { ...column, availableAggregationFunctions: ['size'] };
    default:
      return column;
  }
});

export default function AggregationColumnOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={columns}
        initialState={{ aggregation: { model: { quantity: 'sum', status: 'size' } } }}
      />
    </Box>
  );
}
