import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridRowSelectionModel } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

export default function RowGroupingSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  // Group rows have string ids; the orders themselves have number ids.
  const selectedOrders = [...selection.ids].filter((id) => typeof id === 'number').length;

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2">Selected orders: {selectedOrders}</Typography>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        checkboxSelection
        disableRowSelectionOnClick
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        rowSelectionPropagation={{ descendants: true, parents: true }}
        initialState={{ rowGrouping: { model: ['region', 'category'] } }}
      />
    </Box>
  );
}
