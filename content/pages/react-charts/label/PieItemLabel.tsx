import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Energy label classes of homes sold last year, in percent; illustrative.
const classes = [
  { id: 'a', value: 18, name: 'A', meaning: 'very efficient' },
  { id: 'b', value: 27, name: 'B', meaning: 'efficient' },
  { id: 'c', value: 31, name: 'C', meaning: 'average' },
  { id: 'd', value: 24, name: 'D and below', meaning: 'inefficient' },
];

export default function PieItemLabel() {
  return (
    <Box sx={{ width: '100%', height: 280 }}>
      <PieChart
        series={[
          {
            data: classes.map((item) => ({
              id: item.id,
              value: item.value,
              // The legend names the class; the tooltip and the arc add more or less detail.
              label: (location: 'tooltip' | 'legend' | 'arc') =>
                location === 'tooltip'
                  ? `Class ${item.name}, ${item.meaning}`
                  : `Class ${item.name}`,
            })),
            arcLabel: 'label',
            arcLabelMinAngle: 30,
            valueFormatter: (item) => `${item.value}% of homes`,
          },
        ]}
        // Under the pie, the legend leaves the arcs the whole width on a phone.
        slotProps={{
          legend: {
            direction: 'horizontal',
            position: { vertical: 'bottom', horizontal: 'center' },
          },
        }}
        height={280}
      />
    </Box>
  );
}
