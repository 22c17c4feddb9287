import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  client: string;
  country: string;
  currency: string;
  amount: number;
}

const currencyByCountry: Record<string, string> = {
  France: 'EUR',
  Japan: 'JPY',
  Switzerland: 'CHF',
  'United Kingdom': 'GBP',
  'United States': 'USD',
};

const rows: Invoice[] = [
  { id: 1, client: 'Atelier Moreau', country: 'France', currency: 'EUR', amount: 4200 },
  { id: 2, client: 'Sato Trading', country: 'Japan', currency: 'JPY', amount: 530000 },
  { id: 3, client: 'Alpine Optics', country: 'Switzerland', currency: 'CHF', amount: 3900 },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  {
    field: 'country',
    headerName: 'Country (editable)',
    type: 'singleSelect',
    width: 180,
    editable: true,
    valueOptions: Object.keys(currencyByCountry),
    // Changing the country also sets the currency of the row.
    valueSetter: (value: string, row) => ({
      ...row,
      country: value,
      currency: currencyByCountry[value] ?? row.currency,
    }),
  },
  { field: 'currency', headerName: 'Currency', width: 100 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
];

export default function LinkedFieldsCellEditing() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
