import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { aprilHighs } from '../shared/weather';

const dayFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const fullDayFormatter = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

export default function TimeAxisLine() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        dataset={aprilHighs}
        xAxis={[
          {
            dataKey: 'date',
            scaleType: 'time',
            min: new Date(2025, 3, 1),
            max: new Date(2025, 3, 14),
            tickNumber: 7,
            valueFormatter: (date: Date, context) =>
              context.location === 'tick'
                ? dayFormatter.format(date)
                : fullDayFormatter.format(date),
          },
        ]}
        yAxis={[{ label: 'High (°C)', width: 56 }]}
        series={[
          {
            dataKey: 'high',
            label: 'Daily high',
            curve: 'linear',
            color: '#d84315',
            valueFormatter: (value) => (value === null ? '' : `${value.toFixed(1)} °C`),
          },
        ]}
        hideLegend
        height={300}
      />
    </Box>
  );
}
