import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps } from './checkoutFunnel';

// Shades of one blue for every step, and a green for the step that counts.
const blues = ['#0d47a1', '#1565c0', '#1e88e5', '#64b5f6'];
const withGoalColor = checkoutSteps.map((step, index) =>
  index === checkoutSteps.length - 1 ? { ...step, color: '#2e7d32' } : step,
);

export default function FunnelColors() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%', height: 300 }}>
      <Box sx={{ flex: 1, minWidth: 0, height: 300 }}>
        <FunnelChart series={[{ data: checkoutSteps }]} colors={blues} hideLegend height={300} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, height: 300 }}>
        <FunnelChart series={[{ data: withGoalColor }]} colors={blues} hideLegend height={300} />
      </Box>
    </Stack>
  );
}
