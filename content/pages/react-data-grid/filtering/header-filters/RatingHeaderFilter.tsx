import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGridPro,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid-pro';
import { products, type Product } from '../../shared/products';

// In a header filter cell, the input also receives the operator menu and the clear button.
function RatingInput({
  item,
  applyValue,
  headerFilterMenu,
  clearButton,
}: GridFilterInputValueProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', width: '100%' }}>
      <Rating
        name={`rating-filter-${item.field}`}
        aria-label="Minimum rating"
        size="small"
        value={Number(item.value ?? 0)}
        onChange={(_event, value) => applyValue({ ...item, value })}
        sx={{ flex: 1 }}
      />
      {clearButton}
      {headerFilterMenu}
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<Product, number> = {
  label: 'At least',
  headerLabel: 'Min. rating', // the label of the operator in header filters
  value: 'atLeast',
  getApplyFilterFn: (filterItem) =>
    filterItem.value == null ? null : (value) => value >= Number(filterItem.value),
  InputComponent: RatingInput,
};

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 150 },
  {
    field: 'rating',
    headerName: 'Rating',
    width: 170,
    display: 'flex',
    renderCell: (params) => <Rating readOnly size="small" value={params.value} />,
    // The custom operator first, so it is the one the header filter starts with.
    filterOperators: [atLeastOperator, ...getGridNumericOperators()],
  },
];

export default function RatingHeaderFilter() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro rows={products} columns={columns} headerFilters headerFilterHeight={64} />
    </Box>
  );
}
