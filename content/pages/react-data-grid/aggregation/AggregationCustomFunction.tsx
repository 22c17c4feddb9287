import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
} from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

// The middle value: robust to a few very large orders, unlike the average.
const median: GridAggregationFunction<number, number | null> = {
  label: 'median',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values
      .filter((value): value is number => typeof value === 'number')
      .sort((a, b) => a - b);
    if (numbers.length === 0) return null;
    const middle = Math.floor(numbers.length / 2);
    return numbers.length % 2 ? numbers[middle]! : (numbers[middle - 1]! + numbers[middle]!) / 2;
  },
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, median };

export default function AggregationCustomFunction() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['category'] },
          aggregation: { model: { total: 'median', quantity: 'median' } },
        }}
      />
    </Box>
  );
}
