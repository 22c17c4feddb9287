import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { reviews, type Review } from './reviews';

const columns: GridColDef<Review>[] = [
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 260 },
];

export default function DynamicRowHeight() {
  return (
    <Box
      sx={{
        height: 460,
        width: '100%',
        // Let the text wrap, and keep some air above and below it.
        '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal', lineHeight: 1.5 },
      }}
    >
      <DataGrid
        rows={reviews}
        columns={columns}
        getRowHeight={() => 'auto'}
        getEstimatedRowHeight={() => 80}
      />
    </Box>
  );
}
