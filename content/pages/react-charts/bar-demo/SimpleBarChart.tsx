import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Share of people who shopped online in the last 12 months, by age group.
// Shaped like the ICT usage survey that Eurostat publishes; the values are illustrative.
const onlineShopping = [
  { age: '16-24', y2019: 72, y2024: 85 },
  { age: '25-34', y2019: 80, y2024: 89 },
  { age: '35-44', y2019: 73, y2024: 85 },
  { age: '45-54', y2019: 62, y2024: 78 },
  { age: '55-64', y2019: 45, y2024: 64 },
  { age: '65-74', y2019: 28, y2024: 45 },
];

const percent = (value: number | null) => (value === null ? '' : `${value}%`);

export default function SimpleBarChart() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <BarChart
        dataset={onlineShopping}
        xAxis={[{ scaleType: 'band', dataKey: 'age', label: 'Age group' }]}
        yAxis={[{ max: 100, valueFormatter: (value: number) => `${value}%`, width: 48 }]}
        series={[
          { dataKey: 'y2019', label: '2019', valueFormatter: percent },
          { dataKey: 'y2024', label: '2024', valueFormatter: percent },
        ]}
        height={300}
      />
    </Box>
  );
}
