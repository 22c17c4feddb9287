import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Household spending by category (inner ring) and sub-category (outer ring), in percent.
// Shaped like the household budget surveys of national statistics offices; illustrative.
const categories = [
  { id: 'housing', label: 'Housing', value: 34, color: '#1565c0' },
  { id: 'food', label: 'Food', value: 22, color: '#2e7d32' },
  { id: 'transport', label: 'Transport', value: 16, color: '#ef6c00' },
  { id: 'other', label: 'Other', value: 28, color: '#6a1b9a' },
];

const details = [
  { id: 'rent', label: 'Rent', value: 24, color: '#1e88e5' },
  { id: 'energy', label: 'Energy', value: 10, color: '#64b5f6' },
  { id: 'groceries', label: 'Groceries', value: 15, color: '#43a047' },
  { id: 'restaurants', label: 'Restaurants', value: 7, color: '#81c784' },
  { id: 'car', label: 'Car', value: 12, color: '#fb8c00' },
  { id: 'transit', label: 'Public transit', value: 4, color: '#ffb74d' },
  { id: 'leisure', label: 'Leisure', value: 14, color: '#8e24aa' },
  { id: 'health', label: 'Health and other', value: 14, color: '#ba68c8' },
];

const percent = (item: { value: number }) => `${item.value}%`;

export default function TwoLevelPieChart() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <PieChart
        series={[
          { id: 'categories', data: categories, outerRadius: 80, valueFormatter: percent },
          {
            id: 'details',
            data: details,
            innerRadius: 90,
            outerRadius: 120,
            valueFormatter: percent,
          },
        ]}
        hideLegend
        height={300}
      />
    </Box>
  );
}
