import Box from '@mui/material/Box';
import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';

// Resident population (millions), census values then projections. Shaped like the
// population projections that national statistics offices publish; illustrative values.
const years = [2000, 2005, 2010, 2015, 2020, 2025, 2030, 2035, 2040];
const measured = [58.9, 60.9, 62.8, 65.1, 67.1, 68.6, null, null, null];
const projected = [null, null, null, null, null, 68.6, 69.9, 70.9, 71.6];

export default function DashedLineChart() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <LineChart
        xAxis={[
          { data: years, valueFormatter: (year: number) => String(year), tickInterval: years },
        ]}
        yAxis={[{ min: 55, label: 'Population (millions)' }]}
        series={[
          { id: 'measured', data: measured, label: 'Census', color: '#1565c0' },
          { id: 'projected', data: projected, label: 'Projection', color: '#1565c0' },
        ]}
        sx={{
          [`& .${lineElementClasses.series}-projected`]: { strokeDasharray: '6 5' },
          [`& .${markElementClasses.series}-projected`]: { fill: '#fff' },
        }}
        height={300}
      />
    </Box>
  );
}
