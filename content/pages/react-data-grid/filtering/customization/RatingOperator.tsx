import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { products, type Product } from '../../shared/products';

function RatingInput({ item, applyValue }: GridFilterInputValueProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: 48, pl: 2 }}>
      <Rating
        name="rating-filter"
        aria-label="Minimum rating"
        value={Number(item.value ?? 0)}
        onChange={(_event, value) => applyValue({ ...item, value })}
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<Product, number> = {
  label: 'At least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value == null) {
      return null; // no value yet: the item does not filter
    }
    return (value) => value >= Number(filterItem.value);
  },
  InputComponent: RatingInput,
  getValueAsString: (value) => `${value} stars`,
};

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'rating',
    headerName: 'Rating',
    width: 160,
    display: 'flex', // centers the stars vertically
    renderCell: (params) => <Rating readOnly value={params.value} size="small" />,
    filterOperators: [atLeastOperator],
  },
];

export default function RatingOperator() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={products}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'rating', operator: 'atLeast', value: 4 }] } },
        }}
      />
    </Box>
  );
}
