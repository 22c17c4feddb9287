import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderLines, type OrderLine } from './orderLines';

const columns: GridColDef<OrderLine>[] = [
  { field: 'orderId', headerName: 'Order', width: 100 },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 150,
    // Merge the customer within one order only, not across consecutive orders.
    rowSpanValueGetter: (value, row) => `${row.orderId}:${value}`,
  },
  {
    field: 'orderTotal',
    headerName: 'Order total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) =>
      orderLines
        .filter((line) => line.orderId === row.orderId)
        .reduce((sum, line) => sum + line.quantity * line.unitPrice, 0),
    valueFormatter: (value: number) => `€${value.toLocaleString('en-US')}`,
    rowSpanValueGetter: (_value, row) => row.orderId,
  },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 170 },
  // Equal quantities on consecutive lines stay separate cells.
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 70,
    rowSpanValueGetter: () => null,
  },
];

export default function RowSpanValueGetter() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={orderLines}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
        disableRowSelectionOnClick
      />
    </Box>
  );
}
