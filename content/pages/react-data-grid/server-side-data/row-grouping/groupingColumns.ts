import type { GridColDef } from '@mui/x-data-grid-premium';
import { formatOrderUsd, type ServerOrder } from '../../shared/serverOrders';

export const groupingColumns: GridColDef<ServerOrder>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'product', headerName: 'Product', width: 170 },
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
