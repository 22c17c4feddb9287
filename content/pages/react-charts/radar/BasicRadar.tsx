import Box from '@mui/material/Box';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { laptopMetrics, laptopScores } from '../shared/laptops';

export default function BasicRadar() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <RadarChart
        radar={{ metrics: laptopMetrics, max: 10 }}
        series={[{ ...laptopScores[0], valueFormatter: (value: number | null) => `${value} / 10` }]}
        // Side margins keep the metric names inside the chart on a narrow screen.
        margin={{ left: 64, right: 64 }}
        height={300}
      />
    </Box>
  );
}
