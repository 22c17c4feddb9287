import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridDataSource } from '@mui/x-data-grid';
import { createOrdersServer } from '../shared/serverOrders';
import { orderColumns } from './orderColumns';

export default function ServerSideDataGrid() {
  const server = React.useMemo(() => createOrdersServer(), []);
  const [lastRequest, setLastRequest] = React.useState('');

  // The grid calls getRows with the current page, sort and filter; the server does the work.
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setLastRequest(
          `page ${params.paginationModel?.page} · sort ${JSON.stringify(params.sortModel)} · filter ${JSON.stringify(params.filterModel.items)}`,
        );
        const { rows, rowCount } = await server.getRows(params);
        return { rows, rowCount };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ height: 500, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" component="code" sx={{ fontSize: 12 }}>
        Last request: {lastRequest}
      </Typography>
      <DataGrid
        columns={orderColumns}
        dataSource={dataSource}
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        showToolbar
      />
    </Box>
  );
}
