import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { salesOrders, type SalesOrder } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

export default function RowGroupingReordering() {
  const [lastMove, setLastMove] = React.useState('Drag an order into another sales rep.');

  // Called when a drop changes the grouped field of a row: save it, then return the row.
  const processRowUpdate = (updated: SalesOrder, previous: SalesOrder) => {
    if (updated.salesRep !== previous.salesRep) {
      setLastMove(`Order #${updated.id} moved from ${previous.salesRep} to ${updated.salesRep}.`);
    }
    return updated;
  };

  return (
    <Box sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        {lastMove}
      </Typography>
      <DataGridPremium
        rows={salesOrders.slice(0, 20)}
        columns={salesOrderColumns}
        rowReordering
        processRowUpdate={processRowUpdate}
        defaultGroupingExpansionDepth={-1}
        initialState={{ rowGrouping: { model: ['salesRep'] } }}
      />
    </Box>
  );
}
