import Box from '@mui/material/Box';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { laptopMetrics, laptopScores } from '../shared/laptops';

export default function MultiSeriesRadar() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <RadarChart
        radar={{ metrics: laptopMetrics, max: 10 }}
        // Filled areas for the first two laptops; the third is a line with marks.
        series={laptopScores.map((laptop, index) => ({
          ...laptop,
          fillArea: index < 2,
          hideMark: index < 2,
        }))}
        // Side margins keep the metric names inside the chart on a narrow screen.
        margin={{ left: 64, right: 64 }}
        height={300}
      />
    </Box>
  );
}
