import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

export default function RowGroupingDisabled() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={salesOrders} columns={salesOrderColumns} disableRowGrouping />
    </Box>
  );
}
