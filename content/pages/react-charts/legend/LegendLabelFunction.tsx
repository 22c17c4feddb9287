import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatMonth, unemploymentMonths, unemploymentRates } from '../shared/unemployment';

export default function LegendLabelFunction() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[{ scaleType: 'time', data: unemploymentMonths, valueFormatter: formatMonth }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
        series={[
          {
            data: unemploymentRates.spain,
            // A short name in the legend, a precise one in the tooltip.
            label: (location) => (location === 'legend' ? 'Spain' : 'Spain, unemployment rate'),
            showMark: false,
          },
          {
            data: unemploymentRates.germany,
            label: (location) => (location === 'legend' ? 'Germany' : 'Germany, unemployment rate'),
            showMark: false,
          },
        ]}
        height={280}
      />
    </Box>
  );
}
