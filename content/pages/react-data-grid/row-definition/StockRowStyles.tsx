import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridRowClassNameParams,
  type GridRowIdGetter,
} from '@mui/x-data-grid';
import { products, type Product } from '../shared/warehouseProducts';

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

function getRowClassName({ row }: GridRowClassNameParams<Product>): string {
  if (row.stock === 0) {
    return 'stock--out';
  }
  return row.stock < 5 ? 'stock--low' : '';
}

export default function StockRowStyles() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        // Greyed but readable; an amber tint under the usual text colour (white on amber is too faint).
        '& .stock--out': { color: 'text.secondary', fontStyle: 'italic' },
        '& .stock--low': {
          bgcolor: 'rgba(237, 108, 2, 0.2)',
          '&:hover': { bgcolor: 'rgba(237, 108, 2, 0.3)' },
        },
      }}
    >
      <DataGrid
        rows={products}
        columns={columns}
        getRowId={getRowId}
        getRowClassName={getRowClassName}
      />
    </Box>
  );
}
