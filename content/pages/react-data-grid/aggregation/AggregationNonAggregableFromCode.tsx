import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { salesOrders, type SalesOrder } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

// No column offers aggregation in its menu...
const columns: GridColDef<SalesOrder>[] = salesOrderColumns.map((column) => ({
  ...column,
  aggregable: false,
}));

export default function AggregationNonAggregableFromCode() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={columns}
        // ...but the model set in code still applies.
        aggregationModel={{ total: 'sum', quantity: 'sum' }}
      />
    </Box>
  );
}
