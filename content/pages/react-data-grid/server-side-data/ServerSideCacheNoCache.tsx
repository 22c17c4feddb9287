import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridDataSource } from '@mui/x-data-grid';
import { createOrdersServer } from '../shared/serverOrders';
import { orderColumns } from './orderColumns';
import { useRequestCount } from './useRequestCount';

export default function ServerSideCacheNoCache() {
  const server = React.useMemo(() => createOrdersServer(), []);
  const requests = useRequestCount(server);
  const dataSource: GridDataSource = React.useMemo(
    () => ({ getRows: (params) => server.getRows(params) }),
    [server],
  );

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        Requests sent to the server (no cache): <strong>{requests}</strong>
      </Typography>
      <DataGrid
        columns={orderColumns}
        dataSource={dataSource}
        // No cache: every page change, sort or filter asks the server.
        dataSourceCache={null}
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
      />
    </Box>
  );
}
