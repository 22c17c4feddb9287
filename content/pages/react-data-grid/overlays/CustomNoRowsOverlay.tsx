import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';
import { shipments, shipmentColumns, type Shipment } from './overlaysData';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    onImport: () => void;
  }
}

function EmptyShipmentsOverlay({ onImport }: { onImport: () => void }) {
  return (
    <GridOverlay>
      <Typography variant="subtitle2">No shipments yet</Typography>
      <Typography variant="body2" color="text.secondary">
        Shipments appear here once a warehouse packs an order.
      </Typography>
      <Button size="small" variant="outlined" onClick={onImport}>
        Import sample shipments
      </Button>
    </GridOverlay>
  );
}

export default function CustomNoRowsOverlay() {
  const [rows, setRows] = React.useState<Shipment[]>([]);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={shipmentColumns}
        slots={{ noRowsOverlay: EmptyShipmentsOverlay }}
        slotProps={{ noRowsOverlay: { onImport: () => setRows(shipments) } }}
      />
    </Box>
  );
}
