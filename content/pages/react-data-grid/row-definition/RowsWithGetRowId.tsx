import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';
import { products, type Product } from '../shared/warehouseProducts';

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

// Defined outside the component, so its reference never changes between renders.
const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

export default function RowsWithGetRowId() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={products} columns={columns} getRowId={getRowId} />
    </Box>
  );
}
