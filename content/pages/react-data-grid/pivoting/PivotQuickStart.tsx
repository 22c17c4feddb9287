import Box from '@mui/material/Box';
import { DataGridPremium, GridSidebarValue } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

export default function PivotQuickStart() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'category' }],
              columns: [{ field: 'region' }],
              values: [{ field: 'total', aggFunc: 'sum' }],
            },
          },
          // Open the pivot panel, where fields are dragged between sections.
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
      />
    </Box>
  );
}
