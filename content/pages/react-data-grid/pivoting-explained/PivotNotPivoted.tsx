import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { sales, saleColumns } from './smallSales';

export default function PivotNotPivoted() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={sales} columns={saleColumns} hideFooter density="compact" />
    </Box>
  );
}
