import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import { customers, type Customer } from '../shared/customerOrders';
import { OrdersTable } from './OrdersTable';

const columns: GridColDef<Customer>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'contact', headerName: 'Contact', width: 140 },
  { field: 'city', headerName: 'City', width: 110 },
  {
    field: 'orderCount',
    headerName: 'Orders',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => row.orders.length,
  },
];

export default function CustomerOrdersDetail() {
  // Stable reference: the grid calls it for every row when it changes.
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Customer>) =>
      row.orders.length > 0 ? (
        <Box sx={{ px: 6, py: 1.5 }}>
          <Typography variant="subtitle2" gutterBottom>
            Orders from {row.company}
          </Typography>
          <OrdersTable orders={row.orders} label={`Orders from ${row.company}`} />
        </Box>
      ) : null,
    [],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={customers}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
      />
    </Box>
  );
}
