import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  total: number;
  date: Date;
}

const rows: GridRowsProp<Order> = [
  { id: 1041, customer: 'Northwind Traders', total: 1840.5, date: new Date(2025, 2, 3) },
  { id: 1042, customer: 'Blue Harbor Cafe', total: 96.2, date: new Date(2025, 2, 4) },
  { id: 1043, customer: 'Kestrel Outdoor', total: 4312, date: new Date(2025, 2, 4) },
  { id: 1044, customer: 'Lumen Studio', total: 649, date: new Date(2025, 2, 5) },
  { id: 1045, customer: 'Orchard & Vine', total: 212.75, date: new Date(2025, 2, 6) },
  { id: 1046, customer: 'Peak Dynamics', total: 2980, date: new Date(2025, 2, 7) },
  { id: 1047, customer: 'Saltmarsh Books', total: 58.4, date: new Date(2025, 2, 7) },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
  { field: 'date', headerName: 'Placed on', type: 'date', width: 130 },
];

export default function FirstGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
