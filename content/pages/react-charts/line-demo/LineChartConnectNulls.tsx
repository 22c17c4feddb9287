import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

// Weekly average price of diesel (EUR per liter); the survey was not published in two weeks.
// Shaped like the weekly oil bulletin of the European Commission; illustrative values.
const weeks = Array.from({ length: 12 }, (_, index) => `W${index + 1}`);
const price = [1.68, 1.7, 1.69, null, 1.73, 1.75, 1.74, null, 1.71, 1.69, 1.7, 1.72];

export default function LineChartConnectNulls() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ width: '100%', height: 240 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ min: 1.6, max: 1.8, width: 40 }]}
        series={[{ data: price, label: 'Gaps kept' }]}
        height={240}
      />
      <LineChart
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ min: 1.6, max: 1.8, width: 40 }]}
        series={[{ data: price, label: 'connectNulls', connectNulls: true }]}
        height={240}
      />
    </Stack>
  );
}
