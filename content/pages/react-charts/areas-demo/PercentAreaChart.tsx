import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// How people commute to work, in millions of trips per year. Shaped like national
// travel surveys; illustrative values.
const years = [2015, 2017, 2019, 2021, 2023];
const modes = [
  { label: 'Car', data: [182, 185, 181, 150, 168] },
  { label: 'Public transport', data: [64, 66, 69, 41, 58] },
  { label: 'Bicycle', data: [12, 14, 16, 21, 22] },
  { label: 'Walking', data: [31, 30, 30, 34, 32] },
];

export default function PercentAreaChart() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <LineChart
        xAxis={[
          { data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) },
        ]}
        // With 'expand', each year's stack sums to 1.
        yAxis={[
          {
            min: 0,
            max: 1,
            valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
            width: 44,
          },
        ]}
        series={modes.map((mode) => ({
          ...mode,
          area: true,
          stack: 'modes',
          stackOffset: 'expand' as const,
          showMark: false,
          valueFormatter: (value: number | null) => `${value}M trips`,
        }))}
        height={300}
      />
    </Box>
  );
}
