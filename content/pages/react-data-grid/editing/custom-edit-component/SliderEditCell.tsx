import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
  type GridRowIdGetter,
} from '@mui/x-data-grid';
import { products, type Product } from '../../shared/warehouseProducts';

type Row = Product & { discount: number };
const getRowId: GridRowIdGetter<Row> = (row) => row.sku;
const rows: Row[] = products
  .slice(0, 8)
  .map((product, index) => ({ ...product, discount: (index * 5) % 30 }));

function DiscountSlider({ id, field, value, hasFocus }: GridRenderEditCellParams<Row, number>) {
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // In edit mode, the grid leaves the focus to the editor.
  React.useLayoutEffect(() => {
    if (hasFocus) ref.current?.querySelector('input')?.focus();
  }, [hasFocus]);

  const handleChange = (_event: Event, newValue: number | number[]) => {
    // The slider fires on every pixel; the grid state follows 200 ms after it stops.
    apiRef.current.setEditCellValue({ id, field, value: newValue as number, debounceMs: 200 });
  };

  return (
    <Box sx={{ width: '100%', px: 2 }}>
      <Slider
        ref={ref}
        size="small"
        min={0}
        max={50}
        step={5}
        defaultValue={value ?? 0}
        onChange={handleChange}
        valueLabelDisplay="auto"
        aria-label="Discount in percent"
      />
    </Box>
  );
}

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90 },
  {
    field: 'discount',
    headerName: 'Discount (editable)',
    type: 'number',
    width: 220,
    editable: true,
    valueFormatter: (value: number) => `${value} %`,
    renderEditCell: (params) => <DiscountSlider {...params} />,
  },
  {
    field: 'finalPrice',
    headerName: 'Final price',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => Math.round(row.price * (100 - row.discount)) / 100,
  },
];

export default function SliderEditCell() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} />
    </Box>
  );
}
