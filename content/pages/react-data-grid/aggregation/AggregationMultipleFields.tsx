import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
} from '@mui/x-data-grid-premium';
import { salesOrders, type SalesOrder } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

interface PriceAndQuantity {
  price: number;
  quantity: number;
}

// The average price per unit sold: each order weighs as much as its quantity.
const weightedAverage: GridAggregationFunction<PriceAndQuantity, number | null> = {
  label: 'avg per unit',
  columnTypes: ['number'],
  getCellValue: ({ row }) => {
    const order = row as SalesOrder;
    return { price: order.unitPrice, quantity: order.quantity };
  },
  apply: ({ values }) => {
    let units = 0;
    let revenue = 0;
    values.forEach((value) => {
      if (!value) return;
      units += value.quantity;
      revenue += value.price * value.quantity;
    });
    return units === 0 ? null : revenue / units;
  },
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, weightedAverage };

export default function AggregationMultipleFields() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { unitPrice: 'weightedAverage', quantity: 'sum' } },
        }}
      />
    </Box>
  );
}
