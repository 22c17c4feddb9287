/**
 * Columns for the Data Grid component pages (toolbar, export, quick filter,
 * panels): the shared sales orders, typed with the community package.
 */
import type { GridColDef } from '@mui/x-data-grid';
import type { SalesOrder } from './salesOrders';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const componentsOrderColumns: GridColDef<SalesOrder>[] = [
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salesRep', headerName: 'Sales rep', width: 140 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'status', headerName: 'Status', width: 100 },
];
