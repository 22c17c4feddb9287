import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { dailyLoadTime, dailyRevenueChange } from '../shared/weeklyMetrics';

export default function ColorSparklines() {
  return (
    <Stack direction="row" spacing={4} sx={{ height: 100 }}>
      <Box sx={{ flexGrow: 1 }}>
        {/* A function of the color mode: darker on light pages, lighter on dark ones. */}
        <SparkLineChart
          data={dailyLoadTime}
          color={(mode) => (mode === 'light' ? '#6a1b9a' : '#ce93d8')}
          height={100}
        />
      </Box>
      <Box sx={{ flexGrow: 1 }}>
        {/* A color map on the y-axis: red bars below zero, green bars above. */}
        <SparkLineChart
          plotType="bar"
          data={dailyRevenueChange}
          yAxis={{
            colorMap: { type: 'piecewise', thresholds: [0], colors: ['#d32f2f', '#2e7d32'] },
          }}
          height={100}
        />
      </Box>
    </Stack>
  );
}
