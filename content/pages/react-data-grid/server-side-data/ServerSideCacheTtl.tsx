import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridDataSourceCacheDefault, type GridDataSource } from '@mui/x-data-grid';
import { createOrdersServer } from '../shared/serverOrders';
import { orderColumns } from './orderColumns';
import { useRequestCount } from './useRequestCount';

export default function ServerSideCacheTtl() {
  const server = React.useMemo(() => createOrdersServer(), []);
  const requests = useRequestCount(server);
  const cache = React.useMemo(() => new GridDataSourceCacheDefault({ ttl: 10_000 }), []);
  const dataSource: GridDataSource = React.useMemo(
    () => ({ getRows: (params) => server.getRows(params) }),
    [server],
  );

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        Requests sent to the server (cache entries live 10 s): <strong>{requests}</strong>
      </Typography>
      <DataGrid
        columns={orderColumns}
        dataSource={dataSource}
        // Entries expire after 10 seconds: coming back to a page later asks the server again.
        dataSourceCache={cache}
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
      />
    </Box>
  );
}
