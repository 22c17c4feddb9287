import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { dailyOrders, marchDays } from '../shared/weeklyMetrics';

const tickFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const tooltipFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

export default function AxisFormatting() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[
          {
            data: marchDays,
            scaleType: 'time',
            valueFormatter: (date: Date, context) =>
              context.location === 'tooltip' ? tooltipFormat.format(date) : tickFormat.format(date),
          },
        ]}
        series={[
          {
            data: dailyOrders,
            label: 'Orders',
            showMark: false,
            valueFormatter: (value) => `${value} orders`,
          },
        ]}
        // Room on the right for the last tick label ("Mar 31"), centred on the end of the axis.
        margin={{ right: 32 }}
        hideLegend
        height={320}
      />
    </Box>
  );
}
