import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { shipments, shipmentColumns } from './overlaysData';

export default function NoColumnsOverlayGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={shipments}
        columns={shipmentColumns}
        // Every column starts hidden: the grid has nothing to show.
        initialState={{
          columns: {
            columnVisibilityModel: {
              reference: false,
              destination: false,
              carrier: false,
              weightKg: false,
              status: false,
            },
          },
        }}
      />
    </Box>
  );
}
