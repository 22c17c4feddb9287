import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  rating: number;
  comment: string;
}

const rows: Review[] = [
  {
    id: 1,
    product: 'Standing desk frame',
    rating: 5,
    comment: 'Sturdy at full height, and the motor is quiet enough for calls.',
  },
  {
    id: 2,
    product: 'Wireless mouse',
    rating: 3,
    comment:
      'Comfortable, but the scroll wheel started to squeak after a month of daily use. Support replaced it without questions.',
  },
  {
    id: 3,
    product: 'Monitor arm, dual',
    rating: 4,
    comment: 'Holds two 27-inch screens. Cable clips are flimsy.',
  },
  {
    id: 4,
    product: 'USB-C docking station',
    rating: 2,
    comment: 'Drops the second display when the laptop wakes from sleep.',
  },
  {
    id: 5,
    product: 'Noise-cancelling headset',
    rating: 5,
    comment: 'Battery lasts the whole week.',
  },
];

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product' },
  { field: 'rating', headerName: 'Rating', type: 'number' },
  // Wrapped text: the rows grow, and autosize keeps this column within its bounds.
  { field: 'comment', headerName: 'Comment', minWidth: 200, maxWidth: 360, cellClassName: 'wrap' },
];

export default function AutosizeAutoHeight() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.autosizeColumns()}>
          Autosize columns
        </Button>
      </Box>
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        autosizeOnMount
        hideFooter
        sx={{ flex: 1, minHeight: 0, '& .wrap': { py: 1, whiteSpace: 'normal' } }}
      />
    </Box>
  );
}
