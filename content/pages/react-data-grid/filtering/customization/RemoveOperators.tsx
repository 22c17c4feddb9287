import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
} from '@mui/x-data-grid';
import { products, type Product } from '../../shared/products';

// Every product has a name: "is empty" and "is not empty" would never match anything useful.
const nameOperators = getGridStringOperators().filter(
  (operator) => operator.value !== 'isEmpty' && operator.value !== 'isNotEmpty',
);

// Stock is counted in whole units: keep the comparisons people use.
const stockOperators = getGridNumericOperators().filter((operator) =>
  ['=', '<', '>'].includes(operator.value),
);

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180, filterOperators: nameOperators },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'stock',
    headerName: 'In stock',
    type: 'number',
    width: 110,
    filterOperators: stockOperators,
  },
];

export default function RemoveOperators() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={products} columns={columns} showToolbar />
    </Box>
  );
}
