import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  gridDetailPanelExpandedRowsContentCacheSelector,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { customers, type Customer } from '../shared/customerOrders';
import { OrdersTable } from '../master-detail/OrdersTable';

const columns: GridColDef<Customer>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 120 },
];

export default function ExpandCollapseAll() {
  const apiRef = useGridApiRef();

  // Open the panels of the rows left by the filter, skipping rows without a panel.
  const expandAll = () => {
    if (!apiRef.current) return;
    const contents = gridDetailPanelExpandedRowsContentCacheSelector(apiRef);
    const ids = gridExpandedSortedRowIdsSelector(apiRef).filter((id) =>
      React.isValidElement(contents[id]),
    );
    apiRef.current.setExpandedDetailPanels(new Set(ids));
  };

  const collapseAll = () => apiRef.current?.setExpandedDetailPanels(new Set());

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
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={expandAll}>
          Expand all
        </Button>
        <Button variant="outlined" onClick={collapseAll}>
          Collapse all
        </Button>
      </Stack>
      <DataGridPro
        apiRef={apiRef}
        rows={customers}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
      />
    </Box>
  );
}
