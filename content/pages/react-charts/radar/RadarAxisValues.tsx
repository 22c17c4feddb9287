import Box from '@mui/material/Box';
import { RadarAxis, RadarChart } from '@mui/x-charts/RadarChart';
import { laptopMetrics, laptopScores } from '../shared/laptops';

export default function RadarAxisValues() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <RadarChart
        radar={{ metrics: laptopMetrics, max: 10 }}
        series={laptopScores.slice(0, 2)}
        // Side margins keep the metric names inside the chart on a narrow screen.
        margin={{ left: 64, right: 64 }}
        height={300}
      >
        {/* Values along the first metric, and along a line between two metrics. */}
        <RadarAxis metric="Performance" divisions={5} />
        <RadarAxis metric="Value" angle={-30} divisions={2} labelOrientation="rotated" />
      </RadarChart>
    </Box>
  );
}
