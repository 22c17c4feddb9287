import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { createOrdersServer } from '../../shared/serverOrders';
import { lazyColumns } from './lazyColumns';

export default function LazyLoadingViewport() {
  const server = React.useMemo(() => createOrdersServer(400), []);
  const [range, setRange] = React.useState('');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      // With lazy loading, the grid asks for the row range in view: `start` to `end`.
      getRows: async (params) => {
        setRange(`rows ${params.start} to ${params.end}`);
        const { rows, rowCount } = await server.getRows(params);
        return { rows, rowCount };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        Last request: {range}
      </Typography>
      <DataGridPro columns={lazyColumns} dataSource={dataSource} lazyLoading />
    </Box>
  );
}
