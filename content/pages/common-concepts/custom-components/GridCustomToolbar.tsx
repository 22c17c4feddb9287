import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  ExportCsv,
  GridDownloadIcon,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

const rows = [
  { id: 1, name: 'Trail tent 2P', category: 'Outdoor', stock: 14 },
  { id: 2, name: 'Down sleeping bag', category: 'Outdoor', stock: 6 },
  { id: 3, name: 'LED bike light', category: 'Cycling', stock: 42 },
  { id: 4, name: 'Road helmet', category: 'Cycling', stock: 9 },
  { id: 5, name: 'Trail running shoes', category: 'Running', stock: 23 },
];

function InventoryToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1, px: 0.5 }}>
        Warehouse inventory
      </Typography>
      <QuickFilter>
        <QuickFilterControl
          size="small"
          placeholder="Search products"
          aria-label="Search products"
        />
      </QuickFilter>
      <ExportCsv size="small" startIcon={<GridDownloadIcon fontSize="small" />}>
        Export
      </ExportCsv>
    </Toolbar>
  );
}

export default function GridCustomToolbar() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: InventoryToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
