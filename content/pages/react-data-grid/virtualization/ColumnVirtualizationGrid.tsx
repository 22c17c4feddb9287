import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';

// One row per weather station, one column per day of the year: 365 columns.
const days = Array.from({ length: 365 }, (_, index) => index + 1);

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 130 },
  ...days.map((day): GridColDef => ({
    field: `d${day}`,
    headerName: `Day ${day}`,
    type: 'number',
    width: 80,
  })),
];

const stations = ['Oslo', 'Lisbon', 'Nairobi', 'Lima', 'Osaka', 'Perth', 'Quebec', 'Cairo'];

const rows: GridValidRowModel[] = stations.map((station, stationIndex) => {
  const row: GridValidRowModel = { id: stationIndex, station };
  for (const day of days) {
    // A deterministic seasonal curve, shifted per station.
    row[`d${day}`] = Math.round(12 + 10 * Math.sin((day + stationIndex * 40) / 58));
  }
  return row;
});

export default function ColumnVirtualizationGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} columnBufferPx={200} />
    </Box>
  );
}
