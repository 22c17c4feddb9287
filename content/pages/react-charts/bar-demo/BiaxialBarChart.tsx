import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// New passenger car registrations (thousands) and the battery-electric share (%)
// per year. Shaped like the registration statistics that vehicle manufacturers'
// associations publish; the values are illustrative.
const registrations = [
  { year: '2019', cars: 3607, electricShare: 1.8 },
  { year: '2020', cars: 2917, electricShare: 6.7 },
  { year: '2021', cars: 2622, electricShare: 13.6 },
  { year: '2022', cars: 2651, electricShare: 17.7 },
  { year: '2023', cars: 2845, electricShare: 18.4 },
  { year: '2024', cars: 2817, electricShare: 13.5 },
];

export default function BiaxialBarChart() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <BarChart
        dataset={registrations}
        xAxis={[{ scaleType: 'band', dataKey: 'year' }]}
        yAxis={[
          { id: 'cars', label: 'Registrations (thousands)', position: 'left' },
          { id: 'share', label: 'Electric share (%)', position: 'right', max: 25 },
        ]}
        series={[
          {
            dataKey: 'cars',
            label: 'New cars',
            yAxisId: 'cars',
            valueFormatter: (v) => `${v?.toLocaleString('en-US')}K`,
          },
          {
            dataKey: 'electricShare',
            label: 'Battery-electric share',
            yAxisId: 'share',
            valueFormatter: (v) => `${v}%`,
          },
        ]}
        height={300}
      />
    </Box>
  );
}
