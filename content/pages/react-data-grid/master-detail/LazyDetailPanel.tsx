import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import { customers, type Customer, type CustomerOrder } from '../shared/customerOrders';
import { OrdersTable } from './OrdersTable';

// Stands in for GET /customers/:id/orders.
function fetchOrders(customerId: number): Promise<CustomerOrder[]> {
  const orders = customers.find((customer) => customer.id === customerId)?.orders ?? [];
  return new Promise((resolve) => {
    setTimeout(() => resolve(orders), 800);
  });
}

// The panel mounts when it opens, so the request starts only then.
function OrdersPanel({ row }: { row: Customer }) {
  const [orders, setOrders] = React.useState<CustomerOrder[] | null>(null);

  React.useEffect(() => {
    let active = true;
    fetchOrders(row.id).then((result) => {
      if (active) {
        setOrders(result);
      }
    });
    return () => {
      active = false;
    };
  }, [row.id]);

  return (
    <Box sx={{ px: 6, py: 1, minHeight: 64, display: 'flex', alignItems: 'center' }}>
      {orders === null ? (
        <CircularProgress size={24} aria-label={`Loading orders from ${row.company}`} />
      ) : orders.length === 0 ? (
        'No orders yet.'
      ) : (
        <OrdersTable orders={orders} label={`Orders from ${row.company}`} />
      )}
    </Box>
  );
}

const columns: GridColDef<Customer>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'contact', headerName: 'Contact', width: 140 },
];

export default function LazyDetailPanel() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Customer>) => <OrdersPanel row={row} />,
    [],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={customers}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
      />
    </Box>
  );
}
