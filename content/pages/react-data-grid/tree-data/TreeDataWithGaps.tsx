import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface ProjectFile {
  id: number;
  path: string[];
  size: number;
}

// No row for "src" or "src/components": the grid fills these gaps itself.
const files: ProjectFile[] = [
  { id: 1, path: ['README.md'], size: 4200 },
  { id: 2, path: ['src', 'index.ts'], size: 610 },
  { id: 3, path: ['src', 'components', 'Button.tsx'], size: 2890 },
  { id: 4, path: ['src', 'components', 'Dialog.tsx'], size: 5120 },
  { id: 5, path: ['docs'], size: 0 },
  { id: 6, path: ['docs', 'setup.md'], size: 1830 },
];

const columns: GridColDef<ProjectFile>[] = [
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 140,
    // Rows the grid generated for missing parents have no data of their own.
    valueFormatter: (value?: number) => (value == null ? 'folder (no row)' : `${value} B`),
  },
];

export default function TreeDataWithGaps() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        treeData
        rows={files}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={{ headerName: 'File', width: 280 }}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
