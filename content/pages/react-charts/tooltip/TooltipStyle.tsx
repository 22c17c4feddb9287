import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { chartsTooltipClasses } from '@mui/x-charts/ChartsTooltip';
import { formatMonth, unemploymentMonths, unemploymentRates } from '../shared/unemployment';

export default function TooltipStyle() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[{ data: unemploymentMonths, scaleType: 'time', valueFormatter: formatMonth }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
        series={[
          {
            data: unemploymentRates.spain,
            label: 'Spain',
            showMark: false,
            valueFormatter: (v) => `${v}%`,
          },
          {
            data: unemploymentRates.germany,
            label: 'Germany',
            showMark: false,
            valueFormatter: (v) => `${v}%`,
          },
        ]}
        slotProps={{
          tooltip: {
            sx: {
              [`& .${chartsTooltipClasses.paper}`]: {
                backgroundColor: '#263238',
                color: '#eceff1',
                borderRadius: 2,
                border: 'none',
              },
              [`& .${chartsTooltipClasses.table} caption`]: {
                color: '#b0bec5',
                borderBottom: '1px solid #455a64',
              },
              [`& .${chartsTooltipClasses.labelCell}`]: { color: '#cfd8dc' },
              [`& .${chartsTooltipClasses.valueCell}`]: { color: '#fff', fontWeight: 700 },
            },
          },
        }}
        height={320}
      />
    </Box>
  );
}
