import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';

interface Order {
  id: string;
  customer: string;
  items: number;
  total: number;
  placedAt: Date;
  shipped: boolean;
}

const rows: GridRowsProp<Order> = [
  { id: 'SO-1041', customer: 'Northwind Traders', items: 12, total: 1840.5, placedAt: new Date(2025, 2, 3), shipped: true },
  { id: 'SO-1042', customer: 'Blue Harbor Cafe', items: 3, total: 96.2, placedAt: new Date(2025, 2, 4), shipped: true },
  { id: 'SO-1043', customer: 'Kestrel Outdoor', items: 27, total: 4312, placedAt: new Date(2025, 2, 4), shipped: false },
  { id: 'SO-1044', customer: 'Lumen Studio', items: 1, total: 649, placedAt: new Date(2025, 2, 5), shipped: true },
  { id: 'SO-1045', customer: 'Orchard & Vine', items: 8, total: 212.75, placedAt: new Date(2025, 2, 6), shipped: false },
  { id: 'SO-1046', customer: 'Peak Dynamics', items: 15, total: 2980, placedAt: new Date(2025, 2, 7), shipped: false },
  { id: 'SO-1047', customer: 'Saltmarsh Books', items: 4, total: 58.4, placedAt: new Date(2025, 2, 7), shipped: true },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
  { field: 'placedAt', headerName: 'Placed', type: 'date', width: 120 },
  { field: 'shipped', headerName: 'Shipped', type: 'boolean', width: 100 },
];

export default function FirstGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
