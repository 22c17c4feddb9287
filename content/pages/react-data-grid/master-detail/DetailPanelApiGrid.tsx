import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { customers, type Customer } from '../shared/customerOrders';
import { OrdersTable } from './OrdersTable';

const columns: GridColDef<Customer>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
];

// The customer with the most orders.
const busiest = customers.reduce((best, customer) =>
  customer.orders.length > best.orders.length ? customer : best,
);

function getDetailPanelContent({ row }: GridRowParams<Customer>) {
  return row.orders.length > 0 ? (
    <Box sx={{ px: 6, py: 1 }}>
      <OrdersTable orders={row.orders} label={`Orders from ${row.company}`} />
    </Box>
  ) : null;
}

export default function DetailPanelApiGrid() {
  const apiRef = useGridApiRef();
  const [openCount, setOpenCount] = React.useState(0);

  const withOrders = customers.filter((customer) => customer.orders.length > 0);

  return (
    <Box sx={{ height: 480, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.toggleDetailPanel(busiest.id)}
        >
          Toggle {busiest.company}
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setExpandedDetailPanels(new Set(withOrders.map((c) => c.id)))
          }
        >
          Open all
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setExpandedDetailPanels(new Set())}>
          Close all
        </Button>
        <Typography variant="body2" color="text.secondary">
          {openCount} open
        </Typography>
      </Stack>
      <DataGridPro
        apiRef={apiRef}
        rows={customers}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        onDetailPanelExpandedRowIdsChange={(ids) => setOpenCount(ids.size)}
      />
    </Box>
  );
}
