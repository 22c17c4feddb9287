import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { customers, type Customer } from '../shared/customerOrders';
import { OrdersTable } from './OrdersTable';

const columns: GridColDef<Customer>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
];

const withOrders = customers.filter((customer) => customer.orders.length > 0);

export default function ControlledDetailPanels() {
  const [expandedIds, setExpandedIds] = React.useState<Set<GridRowId>>(() => new Set([2]));

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Customer>) =>
      row.orders.length > 0 ? (
        <Box sx={{ px: 6, py: 1 }}>
          <OrdersTable orders={row.orders} label={`Orders from ${row.company}`} />
        </Box>
      ) : null,
    [],
  );

  return (
    <Box sx={{ height: 480, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          onClick={() => setExpandedIds(new Set(withOrders.map((c) => c.id)))}
        >
          Expand all
        </Button>
        <Button variant="outlined" onClick={() => setExpandedIds(new Set())}>
          Collapse all
        </Button>
        <Typography variant="body2">
          Open panels: {expandedIds.size === 0 ? 'none' : [...expandedIds].join(', ')}
        </Typography>
      </Stack>
      <DataGridPro
        rows={customers}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        detailPanelExpandedRowIds={expandedIds}
        onDetailPanelExpandedRowIdsChange={setExpandedIds}
      />
    </Box>
  );
}
