import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { dailyEnergy, monthStarts } from './dailyEnergy';

const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export default function FixedTickDates() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        dataset={dailyEnergy}
        xAxis={[
          {
            scaleType: 'utc',
            dataKey: 'day',
            // One tick on the first of each month, whatever the chart's width.
            tickInterval: monthStarts,
            valueFormatter: (day: Date, context) =>
              context.location === 'tick' ? monthFormat.format(day) : dayFormat.format(day),
          },
        ]}
        yAxis={[{ label: 'kWh' }]}
        series={[{ dataKey: 'kWh', label: 'Electricity use', showMark: false }]}
        grid={{ vertical: true }}
        hideLegend
        height={300}
      />
    </Box>
  );
}
