import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { visitsBySource, weeks } from '../shared/traffic';

export default function SeriesColors() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[{ data: weeks, scaleType: 'point', valueFormatter: (week: number) => `W${week}` }]}
        yAxis={[{ width: 56 }]}
        series={[
          { data: visitsBySource.search, label: 'Search', color: '#1a73e8', showMark: false },
          { data: visitsBySource.social, label: 'Social', color: '#e8710a', showMark: false },
          { data: visitsBySource.referral, label: 'Referral', color: '#9334e6', showMark: false },
        ]}
        height={300}
      />
    </Box>
  );
}
