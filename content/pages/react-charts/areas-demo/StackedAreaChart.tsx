import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Global smartphone shipments per year (millions), by operating system family.
// Shaped like market research estimates; illustrative values.
const years = [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const shipments = {
  android: [1320, 1200, 1160, 1070, 1100, 960, 930, 990],
  ios: [216, 218, 196, 206, 236, 226, 234, 232],
  other: [24, 12, 8, 6, 5, 4, 3, 3],
};

const common = { area: true, stack: 'os', showMark: false } as const;

export default function StackedAreaChart() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <LineChart
        xAxis={[
          { data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) },
        ]}
        yAxis={[{ label: 'Units (millions)' }]}
        series={[
          { ...common, data: shipments.android, label: 'Android' },
          { ...common, data: shipments.ios, label: 'iOS' },
          { ...common, data: shipments.other, label: 'Other' },
        ]}
        height={300}
      />
    </Box>
  );
}
