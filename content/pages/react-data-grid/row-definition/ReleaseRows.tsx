import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Release {
  id: number;
  version: string;
  codename: string;
  releasedOn: Date;
  downloads: number;
}

// Each row carries a unique `id`, which the grid uses to track it.
const rows: Release[] = [
  {
    id: 1,
    version: '3.0.0',
    codename: 'Alder',
    releasedOn: new Date(2024, 1, 12),
    downloads: 18204,
  },
  {
    id: 2,
    version: '3.1.0',
    codename: 'Birch',
    releasedOn: new Date(2024, 4, 3),
    downloads: 25630,
  },
  {
    id: 3,
    version: '3.2.0',
    codename: 'Cedar',
    releasedOn: new Date(2024, 8, 21),
    downloads: 31977,
  },
  {
    id: 4,
    version: '4.0.0',
    codename: 'Douglas',
    releasedOn: new Date(2025, 0, 15),
    downloads: 44018,
  },
  { id: 5, version: '4.1.0', codename: 'Elm', releasedOn: new Date(2025, 5, 9), downloads: 29475 },
];

const columns: GridColDef<Release>[] = [
  { field: 'version', headerName: 'Version', width: 110 },
  { field: 'codename', headerName: 'Codename', width: 130 },
  { field: 'releasedOn', headerName: 'Released on', type: 'date', width: 140 },
  { field: 'downloads', headerName: 'Downloads', type: 'number', flex: 1, minWidth: 120 },
];

export default function ReleaseRows() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
