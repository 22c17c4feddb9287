import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { sales, saleColumns } from './smallSales';

export default function PivotRowsOnly() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={saleColumns}
        hideFooter
        initialState={{
          pivoting: {
            enabled: true,
            model: { rows: [{ field: 'product' }], columns: [], values: [] },
          },
        }}
      />
    </Box>
  );
}
