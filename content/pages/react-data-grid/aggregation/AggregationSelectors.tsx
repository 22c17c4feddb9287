import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridAggregationLookupSelector,
  Toolbar,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns, formatUsd } from '../shared/salesOrderColumns';

function RevenueToolbar() {
  const apiRef = useGridApiContext();
  // Results are keyed by group id: the root group holds the grand totals.
  const lookup = useGridSelector(apiRef, gridAggregationLookupSelector);
  // The lookup is not there yet on the first render, whatever its type says.
  const total = lookup?.[GRID_ROOT_GROUP_ID]?.total?.value as number | undefined;

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, px: 1 }}>
        Revenue of the filtered orders: <strong>{formatUsd(total)}</strong>
      </Typography>
    </Toolbar>
  );
}

export default function AggregationSelectors() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        showToolbar
        slots={{ toolbar: RevenueToolbar }}
        initialState={{
          aggregation: { model: { total: 'sum' } },
          filter: {
            filterModel: { items: [{ field: 'category', operator: 'equals', value: 'Laptops' }] },
          },
        }}
      />
    </Box>
  );
}
