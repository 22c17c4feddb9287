import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';
import { shipments, shipmentColumns } from './overlaysData';

function ShipmentsLoadingOverlay() {
  return (
    <GridOverlay>
      <CircularProgress size={28} aria-label="Loading shipments" />
      <Typography variant="body2" color="text.secondary">
        Fetching the latest tracking events…
      </Typography>
    </GridOverlay>
  );
}

export default function CustomLoadingOverlay() {
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    // Pretend the request takes two seconds.
    const timeout = setTimeout(() => setLoading(false), 2000);
    return () => clearTimeout(timeout);
  }, [loading]);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Button
        variant="outlined"
        onClick={() => setLoading(true)}
        disabled={loading}
        sx={{ alignSelf: 'flex-start' }}
      >
        Refresh
      </Button>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={shipments}
          columns={shipmentColumns}
          loading={loading}
          slots={{ loadingOverlay: ShipmentsLoadingOverlay }}
        />
      </Box>
    </Box>
  );
}
