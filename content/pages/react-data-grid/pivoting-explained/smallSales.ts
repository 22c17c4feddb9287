import type { GridColDef } from '@mui/x-data-grid-premium';

export interface Sale {
  id: number;
  product: string;
  region: string;
  quarter: string;
  units: number;
  revenue: number;
}

// Twelve sales, few enough to follow each one through the pivot by hand.
export const sales: Sale[] = [
  { id: 1, product: 'Headphones', region: 'Europe', quarter: 'Q1', units: 40, revenue: 9960 },
  { id: 2, product: 'Headphones', region: 'Americas', quarter: 'Q1', units: 55, revenue: 13695 },
  { id: 3, product: 'Headphones', region: 'Europe', quarter: 'Q2', units: 35, revenue: 8715 },
  { id: 4, product: 'Headphones', region: 'Americas', quarter: 'Q2', units: 60, revenue: 14940 },
  { id: 5, product: 'Monitor', region: 'Europe', quarter: 'Q1', units: 12, revenue: 4188 },
  { id: 6, product: 'Monitor', region: 'Americas', quarter: 'Q1', units: 20, revenue: 6980 },
  { id: 7, product: 'Monitor', region: 'Europe', quarter: 'Q2', units: 18, revenue: 6282 },
  { id: 8, product: 'Monitor', region: 'Americas', quarter: 'Q2', units: 15, revenue: 5235 },
  { id: 9, product: 'Laptop', region: 'Europe', quarter: 'Q1', units: 8, revenue: 10392 },
  { id: 10, product: 'Laptop', region: 'Americas', quarter: 'Q1', units: 11, revenue: 14289 },
  { id: 11, product: 'Laptop', region: 'Europe', quarter: 'Q2', units: 9, revenue: 11691 },
  { id: 12, product: 'Laptop', region: 'Americas', quarter: 'Q2', units: 14, revenue: 18186 },
];

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const saleColumns: GridColDef<Sale>[] = [
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];
