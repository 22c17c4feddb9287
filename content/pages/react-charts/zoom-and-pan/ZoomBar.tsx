import Box from '@mui/material/Box';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { demand2024 } from '../shared/zoomPowerDemand';

// Total demand per ISO week of 2024 (weeks start on Monday; week 1 starts on January 1).
const weeks = Array.from({ length: 52 }, (_, week) => ({
  week: `W${week + 1}`,
  demand: demand2024.slice(week * 7, week * 7 + 7).reduce((sum, day) => sum + day.demand, 0),
}));

export default function ZoomBar() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <BarChartPro
        dataset={weeks}
        xAxis={[{ id: 'weeks', scaleType: 'band', dataKey: 'week', zoom: true }]}
        yAxis={[{ label: 'GWh per week', width: 80 }]}
        series={[{ dataKey: 'demand', label: 'Weekly demand' }]}
        initialZoom={[{ axisId: 'weeks', start: 0, end: 25 }]}
        hideLegend
        height={320}
      />
    </Box>
  );
}
