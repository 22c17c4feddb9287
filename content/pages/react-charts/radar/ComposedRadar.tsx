import Box from '@mui/material/Box';
import {
  RadarDataProvider,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesArea,
  RadarSeriesMarks,
} from '@mui/x-charts/RadarChart';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { laptopMetrics, laptopScores } from '../shared/laptops';

export default function ComposedRadar() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <RadarDataProvider
        radar={{ metrics: laptopMetrics, max: 10 }}
        series={laptopScores}
        // Side margins keep the metric names inside the chart on a narrow screen.
        margin={{ left: 64, right: 64 }}
        height={300}
      >
        <ChartsSurface>
          <RadarGrid divisions={4} stripeColor={null} />
          <RadarMetricLabels />
          {/* Only the first laptop gets a filled area; every laptop gets marks. */}
          <RadarSeriesArea seriesId="aero" fillOpacity={0.4} />
          <RadarSeriesMarks />
        </ChartsSurface>
      </RadarDataProvider>
    </Box>
  );
}
