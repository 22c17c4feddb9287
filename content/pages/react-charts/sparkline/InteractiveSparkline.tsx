import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { dailyOrders, formatDay, marchDays } from '../shared/weeklyMetrics';

export default function InteractiveSparkline() {
  return (
    <Box sx={{ width: '100%', maxWidth: 360, height: 100 }}>
      <SparkLineChart
        data={dailyOrders}
        // The x-axis data gives the tooltip a title: the date of the point.
        xAxis={{ data: marchDays, scaleType: 'time', valueFormatter: formatDay }}
        valueFormatter={(value) => (value === null ? '' : `${value} orders`)}
        showTooltip
        showHighlight
        height={100}
      />
    </Box>
  );
}
