import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Daily active users of an app over the last 14 days, in thousands; illustrative values.
const activeUsers = [
  18.2, 18.9, 19.4, 17.8, 16.1, 20.3, 21.0, 21.6, 20.8, 19.9, 17.5, 22.4, 23.1, 23.8,
];

export default function TinyAreaChart() {
  return (
    <Box sx={{ width: 220, height: 70 }}>
      <LineChart
        xAxis={[{ data: activeUsers.map((_, day) => day + 1), position: 'none' }]}
        // Start the area at the lowest value so the shape uses the whole height.
        yAxis={[{ position: 'none' }]}
        series={[
          {
            data: activeUsers,
            area: true,
            baseline: 'min',
            showMark: false,
            curve: 'natural',
            color: '#7b1fa2',
            valueFormatter: (value) => `${value}K users`,
          },
        ]}
        margin={2}
        hideLegend
        height={70}
      />
    </Box>
  );
}
