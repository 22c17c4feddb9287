import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

export default function RowGroupingInitialState() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        initialState={{
          rowGrouping: { model: ['region', 'country'] },
          sorting: { sortModel: [{ field: 'orderDate', sort: 'desc' }] },
        }}
      />
    </Box>
  );
}
