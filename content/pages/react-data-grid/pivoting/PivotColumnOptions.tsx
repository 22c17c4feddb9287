import Box from '@mui/material/Box';
import { DataGridPremium, type DataGridPremiumProps } from '@mui/x-data-grid-premium';
import { salesOrders } from '../shared/salesOrders';
import { salesOrderColumns } from '../shared/salesOrderColumns';

// Called for each generated value column, with the original field and the group path.
const pivotingColDef: DataGridPremiumProps['pivotingColDef'] = (field, columnGroupPath) => ({
  width: field === 'quantity' ? 80 : 120,
  headerName: field === 'quantity' ? 'Units' : 'Revenue',
  description: `${columnGroupPath.join(' / ')}: ${field}`,
});

export default function PivotColumnOptions() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={salesOrders}
        columns={salesOrderColumns}
        pivotingColDef={pivotingColDef}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'category' }],
              columns: [{ field: 'region' }],
              values: [
                { field: 'quantity', aggFunc: 'sum' },
                { field: 'total', aggFunc: 'sum' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
