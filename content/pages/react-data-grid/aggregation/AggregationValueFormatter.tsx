import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
} from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

// The share of paid orders, shown as a percentage instead of with the column's formatter.
const paidShare: GridAggregationFunction<string, number | null> = {
  label: 'paid',
  apply: ({ values }) => {
    const known = values.filter((value) => value != null);
    return known.length === 0
      ? null
      : known.filter((value) => value === 'Paid').length / known.length;
  },
  valueFormatter: (value: number | null) => (value == null ? '' : `${Math.round(value * 100)} %`),
  // A percentage is not a status: cell renderers can tell from this flag.
  hasCellUnit: false,
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, paidShare };

export default function AggregationValueFormatter() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['salesRep'] },
          aggregation: { model: { status: 'paidShare', total: 'sum' } },
        }}
      />
    </Box>
  );
}
