import Box from '@mui/material/Box';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, formatVisitors } from './checkoutFunnel';

export default function BasicFunnel() {
  return (
    <Box sx={{ width: '100%', maxWidth: 560, height: 340 }}>
      <FunnelChart
        series={[{ data: checkoutSteps, valueFormatter: (item) => formatVisitors(item.value) }]}
        height={340}
        hideLegend
      />
    </Box>
  );
}
