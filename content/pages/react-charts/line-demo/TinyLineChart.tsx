import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Closing price of a stock index over 15 trading days; illustrative values.
const closes = [
  4781, 4756, 4763, 4710, 4689, 4725, 4768, 4802, 4795, 4838, 4851, 4832, 4870, 4893, 4881,
];

export default function TinyLineChart() {
  return (
    <Box sx={{ width: 200, height: 60 }}>
      <LineChart
        series={[{ data: closes, showMark: false, area: true, baseline: 'min', color: '#2e7d32' }]}
        xAxis={[{ data: closes.map((_, day) => day + 1), position: 'none' }]}
        yAxis={[{ position: 'none', min: 4650 }]}
        margin={2}
        hideLegend
        height={60}
      />
    </Box>
  );
}
