import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { dailyLoadTime, dailyOrders, dailyRevenueChange } from '../shared/weeklyMetrics';

const cards = [
  {
    title: 'Orders',
    value: '6,431',
    trend: '+12% vs February',
    data: dailyOrders,
    plotType: 'line' as const,
  },
  {
    title: 'Load time',
    value: '627 ms',
    trend: '−23% vs February',
    data: dailyLoadTime,
    plotType: 'line' as const,
  },
  {
    title: 'Revenue vs last year',
    value: '+3.6%',
    trend: 'daily change',
    data: dailyRevenueChange,
    plotType: 'bar' as const,
  },
];

export default function KpiSparklines() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
        gap: 2,
        height: 150,
      }}
    >
      {cards.map((card) => (
        <Paper
          key={card.title}
          variant="outlined"
          sx={{ p: 2, height: 150, boxSizing: 'border-box' }}
        >
          <Typography variant="body2" color="text.secondary">
            {card.title}
          </Typography>
          <Typography variant="h6" component="p">
            {card.value}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {card.trend}
          </Typography>
          <SparkLineChart data={card.data} plotType={card.plotType} height={40} />
        </Paper>
      ))}
    </Box>
  );
}
