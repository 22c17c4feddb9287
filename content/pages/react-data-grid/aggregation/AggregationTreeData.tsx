import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface ProjectFile {
  id: number;
  path: string[];
  sizeKb?: number;
  modified?: Date;
}

// Folders have no size of their own: aggregation computes it from their files.
const files: ProjectFile[] = [
  { id: 1, path: ['app'] },
  { id: 2, path: ['app', 'routes'] },
  { id: 3, path: ['app', 'routes', 'home.tsx'], sizeKb: 14, modified: new Date(2025, 2, 4) },
  { id: 4, path: ['app', 'routes', 'settings.tsx'], sizeKb: 22, modified: new Date(2025, 4, 19) },
  { id: 5, path: ['app', 'main.tsx'], sizeKb: 3, modified: new Date(2024, 10, 2) },
  { id: 6, path: ['design'] },
  { id: 7, path: ['design', 'logo.svg'], sizeKb: 48, modified: new Date(2024, 6, 30) },
  { id: 8, path: ['design', 'dashboard.fig'], sizeKb: 2310, modified: new Date(2025, 5, 11) },
  { id: 9, path: ['package.json'], sizeKb: 2, modified: new Date(2025, 5, 20) },
];

const columns: GridColDef<ProjectFile>[] = [
  { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 130 },
  { field: 'modified', headerName: 'Last modified', type: 'date', width: 150 },
];

export default function AggregationTreeData() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        treeData
        rows={files}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={{ headerName: 'File', width: 240 }}
        defaultGroupingExpansionDepth={-1}
        initialState={{ aggregation: { model: { sizeKb: 'sum', modified: 'max' } } }}
      />
    </Box>
  );
}
