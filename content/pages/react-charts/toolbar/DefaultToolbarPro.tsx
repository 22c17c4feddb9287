import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { dailyOrders, formatDay, marchDays } from '../shared/weeklyMetrics';

export default function DefaultToolbarPro() {
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <LineChartPro
        showToolbar
        xAxis={[
          { id: 'days', data: marchDays, scaleType: 'time', valueFormatter: formatDay, zoom: true },
        ]}
        series={[{ data: dailyOrders, label: 'Orders per day', showMark: false }]}
        initialZoom={[{ axisId: 'days', start: 25, end: 75 }]}
        hideLegend
        height={300}
      />
    </Box>
  );
}
