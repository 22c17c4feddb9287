import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { salesOrders, type SalesOrder, type OrderStatus } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

const colors: Record<OrderStatus, 'success' | 'warning' | 'error'> = {
  Paid: 'success',
  Pending: 'warning',
  Refunded: 'error',
};

// The grouping column renders group labels with the grouped column's renderCell.
const columns: GridColDef<SalesOrder>[] = salesOrderColumns.map((column) =>
  column.field === 'status'
    ? {
        ...column,
        renderCell: (params) => {
          // Group rows of other criteria have no status of their own.
          if (params.value == null) return null;
          const status = params.value as OrderStatus;
          // The colour on the outline; the label keeps the text colour (amber text is too pale on white).
          return (
            <Chip
              size="small"
              label={status}
              color={colors[status]}
              variant="outlined"
              sx={{ color: 'text.primary' }}
            />
          );
        },
      }
    : column,
);

export default function RowGroupingCustomCell() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={columns}
        initialState={{ rowGrouping: { model: ['status'] } }}
      />
    </Box>
  );
}
