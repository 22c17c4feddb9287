import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { customers, type Customer } from '../shared/customerOrders';
import { OrdersTable } from './OrdersTable';

// As wide as the visible area, and pinned to its left edge while the columns scroll.
function ViewportWidthPanel({ row }: { row: Customer }) {
  const apiRef = useGridApiContext();
  const { viewportInnerSize } = useGridSelector(apiRef, gridDimensionsSelector);
  return (
    <Box
      sx={{
        position: 'sticky',
        left: 0,
        boxSizing: 'border-box',
        width: viewportInnerSize.width,
        px: 2,
        py: 1,
      }}
    >
      <OrdersTable orders={row.orders} label={`Orders from ${row.company}`} />
    </Box>
  );
}

const columns: GridColDef<Customer>[] = [
  { field: 'company', headerName: 'Company', width: 180 },
  { field: 'contact', headerName: 'Contact', width: 160 },
  { field: 'email', headerName: 'Email', width: 260 },
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function StickyDetailPanel() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Customer>) =>
      row.orders.length > 0 ? <ViewportWidthPanel row={row} /> : null,
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%', maxWidth: 640 }}>
      <DataGridPro
        rows={customers}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        initialState={{ detailPanel: { expandedRowIds: new Set([2]) } }}
        // The panel scrolls its own overflow by default; let the grid scroll it instead.
        sx={{ '& .MuiDataGrid-detailPanel': { overflow: 'visible' } }}
      />
    </Box>
  );
}
