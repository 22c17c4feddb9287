import Box from '@mui/material/Box';
import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { visitsBySource, weeks } from '../shared/traffic';

export default function StyledLines() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <LineChart
        xAxis={[{ data: weeks, scaleType: 'point', valueFormatter: (week: number) => `W${week}` }]}
        yAxis={[{ width: 56 }]}
        series={[
          { id: 'search', data: visitsBySource.search, label: 'Search' },
          {
            id: 'target',
            data: weeks.map((week) => 8000 + week * 450),
            label: 'Target',
            showMark: false,
          },
        ]}
        sx={{
          [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
          // The target line is thinner, dashed and gray.
          [`& .${lineElementClasses.series}-target`]: {
            strokeWidth: 1.5,
            strokeDasharray: '6 4',
            stroke: '#757575',
          },
          [`& .${markElementClasses.root}`]: { fill: '#fff', strokeWidth: 2 },
        }}
        height={300}
      />
    </Box>
  );
}
