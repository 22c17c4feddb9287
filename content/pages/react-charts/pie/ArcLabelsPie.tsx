import Box from '@mui/material/Box';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

const budget = [
  { id: 'engineering', label: 'Engineering', value: 405_000 },
  { id: 'marketing', label: 'Marketing', value: 180_000 },
  { id: 'sales', label: 'Sales', value: 153_000 },
  { id: 'support', label: 'Support', value: 99_000 },
  { id: 'operations', label: 'Operations', value: 63_000 },
];

const total = budget.reduce((sum, item) => sum + item.value, 0);
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export default function ArcLabelsPie() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <PieChart
        series={[
          {
            data: budget,
            valueFormatter: (item) => usd.format(item.value),
            arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
            arcLabelMinAngle: 25,
            innerRadius: 30,
            paddingAngle: 2,
            cornerRadius: 4,
          },
        ]}
        sx={{
          [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 },
        }}
        height={300}
      />
    </Box>
  );
}
