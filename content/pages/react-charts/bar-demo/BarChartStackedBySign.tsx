import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Jobs gained or lost per sector each month, in thousands. Shaped like the monthly
// employment situation report of a national statistics office; the values are illustrative.
const jobs = [
  { month: 'Jan', health: 54, construction: 11, retail: -18, manufacturing: -9 },
  { month: 'Feb', health: 61, construction: -6, retail: 7, manufacturing: -12 },
  { month: 'Mar', health: 48, construction: 23, retail: 12, manufacturing: 4 },
  { month: 'Apr', health: 57, construction: 15, retail: -21, manufacturing: -7 },
  { month: 'May', health: 66, construction: -3, retail: -9, manufacturing: -15 },
  { month: 'Jun', health: 52, construction: 19, retail: 5, manufacturing: 2 },
];

const sectors = [
  { key: 'health', label: 'Health care' },
  { key: 'construction', label: 'Construction' },
  { key: 'retail', label: 'Retail' },
  { key: 'manufacturing', label: 'Manufacturing' },
];

export default function BarChartStackedBySign() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <BarChart
        dataset={jobs}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ label: 'Jobs (thousands)' }]}
        // 'diverging', the default offset of bars: gains stack up from 0, losses stack down.
        series={sectors.map((sector) => ({
          dataKey: sector.key,
          label: sector.label,
          stack: 'jobs',
          stackOffset: 'diverging' as const,
          valueFormatter: (value: number | null) =>
            value === null ? '' : `${value > 0 ? '+' : ''}${value}K`,
        }))}
        grid={{ horizontal: true }}
        height={300}
      />
    </Box>
  );
}
