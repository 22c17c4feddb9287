import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { activeUsers, quarters } from './appUsers';

export default function ScaleTickFormat() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: quarters }]}
        yAxis={[
          {
            scaleType: 'linear',
            valueFormatter: (value: number, context) =>
              context.location === 'tick'
                ? // The d3 scale formats all ticks with the same SI prefix and precision.
                  context.scale.tickFormat(context.tickNumber, '~s')(value)
                : value.toLocaleString('en-US'),
          },
        ]}
        series={[{ data: activeUsers, label: 'Monthly active users', area: true }]}
        hideLegend
        height={320}
      />
    </Box>
  );
}
