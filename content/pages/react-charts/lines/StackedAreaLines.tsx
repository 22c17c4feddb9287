import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { visitsBySource, weeks } from '../shared/traffic';

const formatVisits = (value: number | null) => (value === null ? '' : value.toLocaleString('en-US'));

export default function StackedAreaLines() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <LineChart
        xAxis={[
          {
            data: weeks,
            scaleType: 'point',
            valueFormatter: (week: number) => `W${week}`,
          },
        ]}
        yAxis={[{ width: 48 }]}
        series={[
          { data: visitsBySource.search, label: 'Search', area: true, stack: 'visits' },
          { data: visitsBySource.social, label: 'Social', area: true, stack: 'visits' },
          { data: visitsBySource.referral, label: 'Referral', area: true, stack: 'visits' },
        ].map((series) => ({ ...series, showMark: false, valueFormatter: formatVisits }))}
        grid={{ horizontal: true }}
        height={300}
      />
    </Box>
  );
}
