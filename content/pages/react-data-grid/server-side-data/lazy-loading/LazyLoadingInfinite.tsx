import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { createOrdersServer } from '../../shared/serverOrders';
import { lazyColumns } from './lazyColumns';

export default function LazyLoadingInfinite() {
  const server = React.useMemo(() => createOrdersServer(400), []);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const { rows, rowCount } = await server.getRows(params);
        // Pretend the API cannot count: without a rowCount, the grid loads more rows
        // when you reach the bottom. Only the last batch reveals the total.
        const isLastBatch =
          typeof params.start === 'number' && params.start + rows.length >= rowCount;
        return { rows, rowCount: isLastBatch ? rowCount : undefined };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro columns={lazyColumns} dataSource={dataSource} lazyLoading />
    </Box>
  );
}
