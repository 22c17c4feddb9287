import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

export default function RowGroupingCellIndent() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        initialState={{ rowGrouping: { model: ['region', 'country', 'category'] } }}
        defaultGroupingExpansionDepth={-1}
        sx={{ '--DataGrid-cellOffsetMultiplier': 5 }}
      />
    </Box>
  );
}
