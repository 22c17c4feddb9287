import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { sales, saleColumns } from './smallSales';

export default function PivotRowsValuesColumns() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={saleColumns}
        hideFooter
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'product' }],
              columns: [{ field: 'region' }],
              values: [{ field: 'revenue', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
