import Box from '@mui/material/Box';
import { DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

export default function RecipePinnedGroupingColumn() {
  return (
    <Box sx={{ height: 440, width: 700, maxWidth: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['salesRep'] },
          // The groups stay in view while you scroll sideways through the orders.
          pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
        }}
      />
    </Box>
  );
}
