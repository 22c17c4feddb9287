import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

export default function PivotSalesReport() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        showToolbar
        columnGroupHeaderHeight={36}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'region' }, { field: 'country' }],
              // "orderDate-year" is a column the grid derives from the date column.
              columns: [{ field: 'orderDate-year', sort: 'desc' }, { field: 'category' }],
              values: [
                { field: 'total', aggFunc: 'sum' },
                { field: 'quantity', aggFunc: 'sum', hidden: true },
              ],
            },
          },
        }}
        sx={{
          // Keep group labels in view while scrolling through wide groups.
          '& .MuiDataGrid-columnHeader--filledGroup .MuiDataGrid-columnHeaderTitleContainer': {
            position: 'sticky',
            left: 0,
            width: 'auto',
          },
        }}
      />
    </Box>
  );
}
