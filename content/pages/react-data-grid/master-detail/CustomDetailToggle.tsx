import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GridExpandMoreIcon,
  gridDetailPanelExpandedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { customers, type Customer } from '../shared/customerOrders';
import { OrdersTable } from './OrdersTable';

// The grid toggles the panel on a click inside this column, so the button needs no handler.
function OrdersToggle({ id, row }: GridRenderCellParams<Customer>) {
  const apiRef = useGridApiContext();
  // Subscribe to the open panels, so the button updates when they change.
  const expanded = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector).has(id);
  const count = row.orders.length;
  return (
    <Button
      size="small"
      tabIndex={-1}
      disabled={count === 0}
      aria-expanded={expanded}
      endIcon={
        <GridExpandMoreIcon style={{ transform: expanded ? 'rotate(180deg)' : undefined }} />
      }
    >
      {count === 1 ? '1 order' : `${count} orders`}
    </Button>
  );
}

function ToggleAllHeader() {
  const apiRef = useGridApiContext();
  const expandedIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const anyOpen = expandedIds.size > 0;
  const toggleAll = () => {
    const ids = customers
      .filter((customer) => customer.orders.length > 0)
      .map((customer) => customer.id);
    apiRef.current.setExpandedDetailPanels(new Set(anyOpen ? [] : ids));
  };
  return (
    <IconButton
      size="small"
      onClick={toggleAll}
      aria-label={anyOpen ? 'Collapse all orders' : 'Expand all orders'}
    >
      <GridExpandMoreIcon style={{ transform: anyOpen ? 'rotate(180deg)' : undefined }} />
    </IconButton>
  );
}

const columns: GridColDef<Customer>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 110 },
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    width: 130,
    renderCell: (params) => <OrdersToggle {...params} />,
    renderHeader: () => <ToggleAllHeader />,
  },
];

export default function CustomDetailToggle() {
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
      />
    </Box>
  );
}
