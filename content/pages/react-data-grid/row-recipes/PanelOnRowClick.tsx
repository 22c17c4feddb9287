import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { customers, type Customer } from '../shared/customerOrders';
import { OrdersTable } from '../master-detail/OrdersTable';

const columns: GridColDef<Customer>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'contact', headerName: 'Contact', width: 140 },
  { field: 'city', headerName: 'City', width: 120 },
];

export default function PanelOnRowClick() {
  const apiRef = useGridApiRef();

  const handleRowClick = React.useCallback<GridEventListener<'rowClick'>>(
    (params, event) => {
      // The toggle cell already toggles the panel on its own.
      const target = event.target as HTMLElement;
      if (target.closest(`[data-field="${GRID_DETAIL_PANEL_TOGGLE_FIELD}"]`)) return;
      apiRef.current?.toggleDetailPanel(params.id);
    },
    [apiRef],
  );

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
        apiRef={apiRef}
        rows={customers}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        onRowClick={handleRowClick}
        disableRowSelectionOnClick
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
