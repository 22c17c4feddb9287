import Box from '@mui/material/Box';
import { BarChart, barElementClasses } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { formatCompactUsd, formatUsd, salesByMonth } from '../shared/sales';

export default function GradientBars() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        dataset={salesByMonth}
        xAxis={[{ scaleType: 'band', dataKey: 'month', disableTicks: true }]}
        yAxis={[{ valueFormatter: formatCompactUsd, width: 56, disableLine: true }]}
        series={[{ dataKey: 'online', label: 'Online revenue', valueFormatter: formatUsd }]}
        borderRadius={8}
        hideLegend
        height={300}
        sx={{
          // Every bar is filled with the gradient defined below.
          [`& .${barElementClasses.root}`]: { fill: 'url(#online-revenue-gradient)' },
          [`& .${axisClasses.left} .${axisClasses.tickLabel}`]: { fill: '#6a1b9a' },
        }}
      >
        <defs>
          <linearGradient id="online-revenue-gradient" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#ab47bc" />
            <stop offset="100%" stopColor="#42a5f5" />
          </linearGradient>
        </defs>
      </BarChart>
    </Box>
  );
}
