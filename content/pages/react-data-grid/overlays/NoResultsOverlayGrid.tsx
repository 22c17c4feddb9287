import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { shipments, shipmentColumns } from './overlaysData';

export default function NoResultsOverlayGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={shipments}
        columns={shipmentColumns}
        showToolbar
        // No shipment goes to Oslo: the filter hides every row.
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'destination', operator: 'equals', value: 'Oslo' }] },
          },
        }}
      />
    </Box>
  );
}
