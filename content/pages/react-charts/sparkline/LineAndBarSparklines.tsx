import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { dailyOrders } from '../shared/weeklyMetrics';

export default function LineAndBarSparklines() {
  return (
    <Stack direction="row" spacing={4} sx={{ height: 100 }}>
      <Box sx={{ flexGrow: 1 }}>
        <SparkLineChart data={dailyOrders} height={100} />
      </Box>
      <Box sx={{ flexGrow: 1 }}>
        <SparkLineChart plotType="bar" data={dailyOrders} height={100} />
      </Box>
    </Stack>
  );
}
