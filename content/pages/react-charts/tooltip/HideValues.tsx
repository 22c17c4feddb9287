import Box from '@mui/material/Box';
import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';
import { dailyLoadTime, marchDays } from '../shared/weeklyMetrics';

// The service-level objective: pages should load in 750 ms or less.
const objective = marchDays.map(() => 750);
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

export default function HideValues() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[
          {
            data: marchDays,
            scaleType: 'time',
            valueFormatter: (date: Date) => dayFormat.format(date),
          },
        ]}
        yAxis={[{ min: 500, width: 64, valueFormatter: (value: number) => `${value} ms` }]}
        series={[
          {
            data: dailyLoadTime,
            label: 'Page load time',
            showMark: false,
            valueFormatter: (value) => `${value} ms`,
          },
          {
            id: 'objective',
            data: objective,
            label: 'Objective (750 ms)',
            color: '#9e9e9e',
            showMark: false,
            // Returning null leaves the series out of the tooltip.
            valueFormatter: () => null,
          },
        ]}
        sx={{ [`& .${lineElementClasses.series}-objective`]: { strokeDasharray: '6 4' } }}
        margin={{ right: 32 }}
        height={320}
      />
    </Box>
  );
}
