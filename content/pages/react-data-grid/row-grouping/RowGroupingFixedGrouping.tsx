import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { salesOrders, type SalesOrder } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

// No column can be grouped from the UI...
const columns: GridColDef<SalesOrder>[] = salesOrderColumns.map((column) => ({
  ...column,
  groupable: false,
}));

export default function RowGroupingFixedGrouping() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={columns}
        // ...but the model still groups by region, and nobody can remove it.
        rowGroupingModel={['region']}
      />
    </Box>
  );
}
