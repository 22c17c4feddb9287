import Box from '@mui/material/Box';
import { PieChart, pieArcClasses } from '@mui/x-charts/PieChart';

// How a household spends its monthly budget, in euros.
const budget = [
  { id: 'housing', label: 'Housing', value: 1150 },
  { id: 'food', label: 'Food', value: 520 },
  { id: 'transport', label: 'Transport', value: 260 },
  { id: 'savings', label: 'Savings', value: 400 },
  { id: 'leisure', label: 'Leisure', value: 210 },
];

export default function OutlinedSlicesPie() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <PieChart
        series={[{ id: 'budget', data: budget, valueFormatter: (item) => `${item.value} €` }]}
        height={300}
        sx={{
          // A white outline between slices.
          [`& .${pieArcClasses.root}`]: { stroke: '#fff', strokeWidth: 2 },
          // Each slice also has a class with its index: set the savings slice (index 3) apart.
          '& .MuiPieArc-data-index-3': {
            stroke: '#37474f',
            strokeDasharray: '4 3',
            fillOpacity: 0.45,
          },
        }}
      />
    </Box>
  );
}
