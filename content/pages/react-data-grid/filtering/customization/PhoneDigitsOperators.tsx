import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridStringOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { products, type Product } from '../../shared/products';

const digitsOnly = (text: unknown) => String(text ?? '').replace(/\D/g, '');

// Reuse every built-in text operator, but compare digits only:
// "5550134" then matches "+1 (415) 555-0134".
const phoneOperators: GridFilterOperator[] = getGridStringOperators().map(
  (operator): GridFilterOperator => ({
    ...operator,
    getApplyFilterFn: (filterItem, column) => {
      const value = filterItem.value === undefined ? undefined : digitsOnly(filterItem.value);
      const applyFilter = operator.getApplyFilterFn({ ...filterItem, value }, column);
      if (!applyFilter) {
        return null;
      }
      return (cellValue, row, col, apiRef) => applyFilter(digitsOnly(cellValue), row, col, apiRef);
    },
  }),
);

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'supplierPhone',
    headerName: 'Supplier phone',
    width: 190,
    filterOperators: phoneOperators,
  },
];

export default function PhoneDigitsOperators() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={products}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'supplierPhone', operator: 'contains', value: '415 5550134' }],
            },
          },
        }}
      />
    </Box>
  );
}
