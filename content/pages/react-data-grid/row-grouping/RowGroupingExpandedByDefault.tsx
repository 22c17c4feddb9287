import Box from '@mui/material/Box';
import { DataGridPremium, type GridGroupNode } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

// Open Europe and, inside any region, the Laptops group.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  (node.groupingField === 'region' && node.groupingKey === 'Europe') ||
  (node.groupingField === 'category' && node.groupingKey === 'Laptops');

export default function RowGroupingExpandedByDefault() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        initialState={{ rowGrouping: { model: ['region', 'category'] } }}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
      />
    </Box>
  );
}
