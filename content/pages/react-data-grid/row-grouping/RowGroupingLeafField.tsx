import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

export default function RowGroupingLeafField() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        initialState={{
          rowGrouping: { model: ['category'] },
          columns: { columnVisibilityModel: { category: false, product: false } },
        }}
        groupingColDef={{ headerName: 'Category / product', leafField: 'product', width: 260 }}
      />
    </Box>
  );
}
