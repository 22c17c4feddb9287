import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Store {
  id: number;
  city: string;
  /** Weekly sales in thousands of euros, oldest first. */
  weekly: number[];
}

const rows: Store[] = [
  { id: 1, city: 'Amsterdam', weekly: [42, 45, 44, 48, 51, 50, 55, 58, 57, 61, 63, 66] },
  { id: 2, city: 'Barcelona', weekly: [61, 59, 62, 60, 58, 55, 57, 54, 52, 53, 50, 49] },
  { id: 3, city: 'Copenhagen', weekly: [30, 34, 31, 36, 33, 38, 35, 40, 37, 42, 39, 44] },
  { id: 4, city: 'Dublin', weekly: [25, 26, 25, 27, 26, 28, 27, 29, 28, 30, 31, 30] },
  { id: 5, city: 'Edinburgh', weekly: [18, 22, 30, 41, 38, 29, 24, 21, 19, 20, 22, 25] },
  { id: 6, city: 'Florence', weekly: [47, 45, 48, 44, 46, 43, 45, 42, 44, 41, 43, 40] },
];

const columns: GridColDef<Store>[] = [
  { field: 'city', headerName: 'Store', width: 130 },
  {
    field: 'total',
    headerName: 'Total (k€)',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.weekly.reduce((sum, week) => sum + week, 0),
  },
  {
    field: 'weekly',
    headerName: 'Last 12 weeks',
    width: 200,
    sortable: false,
    filterable: false,
    display: 'flex',
    renderCell: ({ row }) => (
      <SparkLineChart data={row.weekly} width={180} height={36} area showHighlight showTooltip />
    ),
  },
  {
    field: 'trend',
    headerName: 'Trend',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) =>
      Math.round(((row.weekly[11]! - row.weekly[0]!) / row.weekly[0]!) * 100),
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value} %`,
  },
];

export default function SparklineColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowHeight={52} hideFooter />
    </Box>
  );
}
