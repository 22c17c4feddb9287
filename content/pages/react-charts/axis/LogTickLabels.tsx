import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { activeUsers, quarters } from './appUsers';

export default function LogTickLabels() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: quarters }]}
        yAxis={[
          {
            scaleType: 'log',
            width: 80,
            // On a log axis, d3 leaves the label of minor ticks empty.
            // Keep those ticks unlabelled and add a unit to the others.
            valueFormatter: (value: number, context) => {
              if (context.location !== 'tick') {
                return `${value.toLocaleString('en-US')} users`;
              }
              return context.defaultTickLabel === '' ? '' : `${context.defaultTickLabel} MAU`;
            },
          },
        ]}
        series={[{ data: activeUsers, label: 'Monthly active users' }]}
        grid={{ horizontal: true }}
        hideLegend
        height={320}
      />
    </Box>
  );
}
