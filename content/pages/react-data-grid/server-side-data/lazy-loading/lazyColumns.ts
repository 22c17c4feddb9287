import type { GridColDef } from '@mui/x-data-grid-pro';
import { formatOrderUsd, type ServerOrder } from '../../shared/serverOrders';

export const lazyColumns: GridColDef<ServerOrder>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 80 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: formatOrderUsd,
  },
  { field: 'status', headerName: 'Status', width: 110 },
];
