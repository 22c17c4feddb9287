import type { GridColDef } from '@mui/x-data-grid';
import { formatOrderUsd, type ServerOrder } from '../shared/serverOrders';

export const orderColumns: GridColDef<ServerOrder>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 80 },
  { field: 'product', headerName: 'Product', width: 170 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Laptops', 'Monitors', 'Accessories', 'Audio'],
    width: 120,
  },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: formatOrderUsd,
  },
  { field: 'orderDate', headerName: 'Order date', type: 'date', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Paid', 'Pending', 'Refunded'],
    width: 110,
  },
];
