import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  customer: string;
  net: number;
  taxRate: number;
}

const rows: Invoice[] = [
  { id: 1, customer: 'Northwind Traders', net: 1250, taxRate: 0.2 },
  { id: 2, customer: 'Contoso Pharmacy', net: 480.5, taxRate: 0.055 },
  { id: 3, customer: 'Fabrikam Studios', net: 3020, taxRate: 0.2 },
  { id: 4, customer: 'Tailspin Toys', net: 75.9, taxRate: 0.1 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Invoice>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  {
    field: 'net',
    headerName: 'Net',
    type: 'number',
    width: 120,
    // v7 and later: the value comes first, not a params object.
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'taxRate',
    headerName: 'Tax rate',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${(value * 100).toFixed(1)} %`,
  },
  {
    field: 'gross',
    headerName: 'Gross',
    type: 'number',
    width: 130,
    // A derived column reads the row, the second argument.
    valueGetter: (_value, row) => row.net * (1 + row.taxRate),
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function ColumnCallbacksV7() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
