import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { createOrdersServer } from '../../shared/serverOrders';
import { lazyColumns } from './lazyColumns';
import { useRequestCount } from '../useRequestCount';

export default function LazyLoadingThrottle() {
  const server = React.useMemo(() => createOrdersServer(400), []);
  const requests = useRequestCount(server);
  const [throttleMs, setThrottleMs] = React.useState(500);

  const dataSource: GridDataSource = React.useMemo(
    () => ({ getRows: (params) => server.getRows(params) }),
    [server],
  );

  return (
    <Box sx={{ height: 500, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', px: 1 }}>
        <Typography id="throttle-label" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          Throttle: {throttleMs} ms
        </Typography>
        <Slider
          aria-labelledby="throttle-label"
          value={throttleMs}
          min={0}
          max={2000}
          step={100}
          onChange={(_event, value) => setThrottleMs(value as number)}
          sx={{ maxWidth: 240 }}
        />
        <Typography variant="body2" role="status">
          Requests: {requests}
        </Typography>
      </Box>
      <DataGridPro
        columns={lazyColumns}
        dataSource={dataSource}
        lazyLoading
        lazyLoadingRequestThrottleMs={throttleMs}
      />
    </Box>
  );
}
