import Box from '@mui/material/Box';
import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

// Every built-in function except "size", for every column.
const aggregationFunctions = Object.fromEntries(
  Object.entries(GRID_AGGREGATION_FUNCTIONS).filter(([name]) => name !== 'size'),
);

export default function AggregationWithoutSize() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { total: 'sum' } } }}
      />
    </Box>
  );
}
