import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { dailyOrders } from '../shared/weeklyMetrics';

export default function AreaSparkline() {
  return (
    <Box sx={{ width: '100%', maxWidth: 320, height: 80 }}>
      <SparkLineChart data={dailyOrders} area curve="natural" color="#2e7d32" height={80} />
    </Box>
  );
}
