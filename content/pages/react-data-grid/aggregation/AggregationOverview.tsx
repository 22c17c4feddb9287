import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

export default function AggregationOverview() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        initialState={{
          aggregation: {
            model: { quantity: 'sum', unitPrice: 'avg', total: 'sum', orderDate: 'max' },
          },
          // Fewer columns, so the totals row is in view without scrolling sideways.
          columns: {
            columnVisibilityModel: {
              category: false,
              region: false,
              country: false,
              salesRep: false,
            },
          },
        }}
      />
    </Box>
  );
}
