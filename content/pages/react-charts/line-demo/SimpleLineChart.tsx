import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatMonth, unemploymentMonths, unemploymentRates } from '../shared/unemployment';

export default function SimpleLineChart() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <LineChart
        xAxis={[{ data: unemploymentMonths, scaleType: 'time', valueFormatter: formatMonth }]}
        yAxis={[{ min: 0, valueFormatter: (value: number) => `${value}%`, width: 40 }]}
        series={[
          { data: unemploymentRates.spain, label: 'Spain', showMark: false },
          { data: unemploymentRates.germany, label: 'Germany', showMark: false },
        ]}
        height={300}
      />
    </Box>
  );
}
