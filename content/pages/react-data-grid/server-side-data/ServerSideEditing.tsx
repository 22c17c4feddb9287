import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import { createOrdersServer, type ServerOrder } from '../shared/serverOrders';
import { orderColumns } from './orderColumns';

const columns: GridColDef<ServerOrder>[] = orderColumns.map((column) =>
  column.field === 'status' || column.field === 'quantity' ? { ...column, editable: true } : column,
);

export default function ServerSideEditing() {
  const server = React.useMemo(() => createOrdersServer(), []);
  const [message, setMessage] = React.useState('Double-click a Qty or Status cell to edit it.');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) => server.getRows(params),
      // Called when an edit is committed; the grid updates the row and its cache once it resolves.
      updateRow: async ({ updatedRow }) => {
        const row = updatedRow as ServerOrder;
        const saved = await server.updateRow({ ...row, total: row.quantity * row.unitPrice });
        setMessage(
          `Order ${saved.id} saved: ${saved.quantity} × ${saved.product}, ${saved.status}.`,
        );
        return saved;
      },
    }),
    [server],
  );

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
      />
    </Box>
  );
}
