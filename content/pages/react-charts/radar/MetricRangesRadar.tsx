import Box from '@mui/material/Box';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Two running shoes. Each metric has its own unit, so each gets its own range.
const metrics = [
  { name: 'Cushioning (1-10)', min: 0, max: 10 },
  { name: 'Stack height (mm)', min: 20, max: 45 },
  { name: 'Durability (km)', min: 300, max: 900 },
  { name: 'Grip (1-10)', min: 0, max: 10 },
  { name: 'Lightness (1-10)', min: 0, max: 10 },
];

export default function MetricRangesRadar() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <RadarChart
        radar={{
          metrics,
          labelFormatter: (name, context) =>
            context.location === 'tick' ? name.split(' (')[0]! : name,
        }}
        series={[
          { label: 'Road trainer', data: [8, 38, 750, 6, 5], fillArea: true },
          { label: 'Race flat', data: [4, 26, 420, 7, 9], fillArea: true },
        ]}
        // "Stack height" (right) and "Lightness" (left) are the widest names beside the radar:
        // these margins keep them inside the chart on a narrow screen.
        margin={{ left: 68, right: 92 }}
        height={300}
      />
    </Box>
  );
}
