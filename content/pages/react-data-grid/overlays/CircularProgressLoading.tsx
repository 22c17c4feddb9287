import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { shipments, shipmentColumns } from './overlaysData';

export default function CircularProgressLoading() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={
          <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        }
        label="Loading"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={shipments}
          columns={shipmentColumns}
          loading={loading}
          slotProps={{
            loadingOverlay: { variant: 'circular-progress', noRowsVariant: 'circular-progress' },
          }}
        />
      </Box>
    </Box>
  );
}
