import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { customers, type Customer } from '../shared/customerOrders';
import { OrdersTable } from '../master-detail/OrdersTable';

const columns: GridColDef<Customer>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
];

export default function OnePanelAtATime() {
  const [expandedIds, setExpandedIds] = React.useState<Set<GridRowId>>(() => new Set());

  // Keep only the panel that was just opened; closing it leaves none open.
  const handleExpandedChange = React.useCallback((ids: Set<GridRowId>) => {
    setExpandedIds((prev) => new Set([...ids].filter((id) => !prev.has(id))));
  }, []);

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
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={customers}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        detailPanelExpandedRowIds={expandedIds}
        onDetailPanelExpandedRowIdsChange={handleExpandedChange}
      />
    </Box>
  );
}
