import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { products, type Product } from '../../shared/products';

type Range = [number | null, number | null];

function RangeInput({ item, applyValue }: GridFilterInputValueProps) {
  const [min, max]: Range = item.value ?? [null, null];
  const update = (index: 0 | 1, text: string) => {
    const next: Range = [min, max];
    next[index] = text === '' ? null : Number(text);
    applyValue({ ...item, value: next });
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', height: 48, pl: 2 }}>
      <TextField
        label="From"
        type="number"
        variant="standard"
        size="small"
        value={min ?? ''}
        onChange={(event) => update(0, event.target.value)}
      />
      <TextField
        label="To"
        type="number"
        variant="standard"
        size="small"
        value={max ?? ''}
        onChange={(event) => update(1, event.target.value)}
      />
    </Box>
  );
}

const betweenOperator: GridFilterOperator<Product, number> = {
  label: 'Between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    const [min, max]: Range = filterItem.value ?? [null, null];
    if (min === null && max === null) {
      return null;
    }
    return (value) => (min === null || value >= min) && (max === null || value <= max);
  },
  InputComponent: RangeInput,
  getValueAsString: (value: Range) => `${value[0] ?? '…'} – ${value[1] ?? '…'}`,
};

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'price',
    headerName: 'Price ($)',
    type: 'number',
    width: 120,
    filterOperators: [betweenOperator],
  },
];

export default function PriceBetweenOperator() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={products}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'price', operator: 'between', value: [50, 250] }] },
          },
        }}
      />
    </Box>
  );
}
