import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { visitsBySource, weeks } from '../shared/traffic';

const formatVisits = (value: number | null) =>
  value === null ? '' : value.toLocaleString('en-US');

// Shared by the three series: filled areas stacked in one group, without marks.
const areaSeries = { area: true, stack: 'visits', showMark: false, valueFormatter: formatVisits };

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
        yAxis={[{ width: 56 }]}
        series={[
          { ...areaSeries, data: visitsBySource.search, label: 'Search' },
          { ...areaSeries, data: visitsBySource.social, label: 'Social' },
          { ...areaSeries, data: visitsBySource.referral, label: 'Referral' },
        ]}
        grid={{ horizontal: true }}
        height={300}
      />
    </Box>
  );
}
