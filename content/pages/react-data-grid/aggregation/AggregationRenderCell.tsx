import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { salesOrders, type SalesOrder } from '../shared/salesOrders';
import { salesOrderColumns, formatUsd } from '../shared/salesOrderColumns';

const columns: GridColDef<SalesOrder>[] = salesOrderColumns.map((column) =>
  column.field === 'total'
    ? {
        ...column,
        renderCell: (params) => {
          // `params.aggregation` is only set on cells that show an aggregated value.
          if (!params.aggregation) {
            return params.formattedValue;
          }
          return (
            <Box component="span" sx={{ fontWeight: 'bold', color: 'primary.main' }}>
              {params.aggregation.aggregationFunctionName === 'sum' ? 'Σ ' : ''}
              {formatUsd(params.value as number)}
            </Box>
          );
        },
      }
    : column,
);

export default function AggregationRenderCell() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['category'] },
          aggregation: { model: { total: 'sum' } },
        }}
      />
    </Box>
  );
}
