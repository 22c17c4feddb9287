import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

export default function PivotFieldInTwoSections() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              // "salesRep" groups the rows and is counted in the values.
              rows: [{ field: 'salesRep' }],
              columns: [{ field: 'category' }],
              values: [
                { field: 'salesRep', aggFunc: 'size' },
                { field: 'total', aggFunc: 'sum' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
