import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderLines, type OrderLine } from './orderLines';

const columns: GridColDef<OrderLine>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'orderId', headerName: 'Order', width: 100 },
  { field: 'status', headerName: 'Status', width: 150 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
];

export default function RowSpanningOrders() {
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
