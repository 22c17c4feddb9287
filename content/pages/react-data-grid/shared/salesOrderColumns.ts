import type { GridColDef } from '@mui/x-data-grid-premium';
import type { SalesOrder } from './salesOrders';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Formats a number of US dollars, leaving empty cells empty. */
export const formatUsd = (value?: number | null) => (value == null ? '' : usd.format(value));

export const salesOrderColumns: GridColDef<SalesOrder>[] = [
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salesRep', headerName: 'Sales rep', width: 140 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: formatUsd,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    // Group rows have no quantity: leave their cell empty.
    valueGetter: (_value, row) => (row.quantity == null ? undefined : row.quantity * row.unitPrice),
    valueFormatter: formatUsd,
  },
  { field: 'orderDate', headerName: 'Order date', type: 'date', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
];
