import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatMonth, unemploymentMonths, unemploymentRates } from '../shared/unemployment';

export default function MarginAndPosition() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        margin={{ top: 8, right: 8, bottom: 8, left: 24 }}
        xAxis={[
          {
            data: unemploymentMonths,
            scaleType: 'time',
            position: 'top',
            valueFormatter: formatMonth,
          },
        ]}
        yAxis={[{ position: 'right', width: 40, valueFormatter: (value: number) => `${value}%` }]}
        series={[
          { data: unemploymentRates.spain, label: 'Spain', showMark: false },
          { data: unemploymentRates.germany, label: 'Germany', showMark: false },
        ]}
        slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'start' } } }}
        height={280}
      />
    </Box>
  );
}
