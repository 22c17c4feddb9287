import Box from '@mui/material/Box';
import { DataGridPremium, type DataGridPremiumProps } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

// Totals in a footer row at the end of each group, and a grand total at the bottom.
const getAggregationPosition: DataGridPremiumProps['getAggregationPosition'] = () => 'footer';

export default function AggregationGroupFooters() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        getAggregationPosition={getAggregationPosition}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { quantity: 'sum', total: 'sum' } },
        }}
      />
    </Box>
  );
}
