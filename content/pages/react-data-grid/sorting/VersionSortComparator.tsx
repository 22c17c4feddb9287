import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

interface Release {
  id: number;
  version: string;
  codename: string;
  downloads: number;
}

const releases: Release[] = [
  { id: 1, version: '2.10.0', codename: 'Juniper', downloads: 18200 },
  { id: 2, version: '2.9.3', codename: 'Ivy', downloads: 9400 },
  { id: 3, version: '10.0.1', codename: 'Tamarind', downloads: 310 },
  { id: 4, version: '2.2.0', codename: 'Basil', downloads: 2100 },
  { id: 5, version: '3.0.0', codename: 'Kelp', downloads: 12750 },
  { id: 6, version: '2.10.12', codename: 'Laurel', downloads: 6080 },
  { id: 7, version: '9.4.0', codename: 'Sage', downloads: 880 },
];

// Compares version strings part by part as numbers: 2.9.3 < 2.10.0 < 10.0.1.
const versionComparator: GridComparatorFn<string> = (a, b) => {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
};

const columns: GridColDef<Release>[] = [
  { field: 'version', headerName: 'Version', width: 140, sortComparator: versionComparator },
  {
    field: 'label',
    headerName: 'Version as text',
    width: 160,
    valueGetter: (_value, row) => row.version,
  },
  { field: 'codename', headerName: 'Codename', width: 130 },
  { field: 'downloads', headerName: 'Downloads', type: 'number', flex: 1, minWidth: 110 },
];

export default function VersionSortComparator() {
  return (
    <Box sx={{ height: 400 }}>
      <DataGrid
        rows={releases}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'version', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
