import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { salesOrders, type SalesOrder } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

const quarterOf = (date: Date) => `${date.getFullYear()} Q${Math.floor(date.getMonth() / 3) + 1}`;

const columns: GridColDef<SalesOrder>[] = salesOrderColumns.map((column) =>
  column.field === 'orderDate'
    ? {
        ...column,
        // A date is too precise to group by: group orders by quarter instead.
        groupingValueGetter: (value: Date) => quarterOf(value),
      }
    : column,
);

// Groups appear in the order of their first row: sort the orders by date once.
const rows = [...salesOrders].sort((a, b) => a.orderDate.getTime() - b.orderDate.getTime());

export default function RowGroupingValueGetter() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['orderDate'] } }}
        groupingColDef={{ headerName: 'Quarter', width: 170 }}
      />
    </Box>
  );
}
