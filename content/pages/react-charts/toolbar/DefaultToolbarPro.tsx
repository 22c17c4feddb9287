import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { dailyOrders, formatDay, marchDays } from '../shared/weeklyMetrics';

export default function DefaultToolbarPro() {
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <LineChartPro
        showToolbar
        xAxis={[{ data: marchDays, scaleType: 'time', valueFormatter: formatDay, zoom: true }]}
        series={[{ data: dailyOrders, label: 'Orders per day', showMark: false }]}
        hideLegend
        height={300}
      />
    </Box>
  );
}
