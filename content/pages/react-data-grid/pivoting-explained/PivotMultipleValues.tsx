import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { sales, saleColumns } from './smallSales';

export default function PivotMultipleValues() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={saleColumns}
        hideFooter
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'product' }],
              columns: [{ field: 'region' }, { field: 'quarter' }],
              values: [
                { field: 'units', aggFunc: 'sum' },
                { field: 'revenue', aggFunc: 'sum' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
