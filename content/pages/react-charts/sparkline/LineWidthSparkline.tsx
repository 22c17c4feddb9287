import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { lineElementClasses } from '@mui/x-charts/LineChart';
import { dailyOrders } from '../shared/weeklyMetrics';

export default function LineWidthSparkline() {
  return (
    <Box sx={{ width: '100%', maxWidth: 320, height: 80 }}>
      <SparkLineChart
        data={dailyOrders}
        // Keep the thicker line inside the chart: clip 3 px further than the drawing area.
        clipAreaOffset={{ top: 3, bottom: 3 }}
        sx={{ [`& .${lineElementClasses.root}`]: { strokeWidth: 4, strokeLinecap: 'round' } }}
        height={80}
      />
    </Box>
  );
}
