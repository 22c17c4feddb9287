import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { shipments, shipmentColumns } from './overlaysData';

export default function LinearProgressLoading() {
  const [loading, setLoading] = React.useState(true);
  const [hasRows, setHasRows] = React.useState(true);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
          }
          label="Loading"
        />
        <FormControlLabel
          control={
            <Switch checked={hasRows} onChange={(event) => setHasRows(event.target.checked)} />
          }
          label="Rows already loaded"
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* No slotProps: the default variants apply. */}
        <DataGrid rows={hasRows ? shipments : []} columns={shipmentColumns} loading={loading} />
      </Box>
    </Box>
  );
}
