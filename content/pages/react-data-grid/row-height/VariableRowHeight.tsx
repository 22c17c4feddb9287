import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowHeightParams } from '@mui/x-data-grid';
import { reviews, type Review } from './reviews';

const columns: GridColDef<Review>[] = [
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 200 },
];

// Low ratings get a taller row; `null` keeps the default height.
function getRowHeight({ model, densityFactor }: GridRowHeightParams) {
  return (model as Review).rating <= 2 ? 96 * densityFactor : null;
}

export default function VariableRowHeight() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={reviews}
        columns={columns}
        getRowHeight={getRowHeight}
        getRowClassName={({ row }) => (row.rating <= 2 ? 'review--low' : '')}
        sx={{ '& .review--low': { bgcolor: 'rgba(211, 47, 47, 0.08)' } }}
      />
    </Box>
  );
}
