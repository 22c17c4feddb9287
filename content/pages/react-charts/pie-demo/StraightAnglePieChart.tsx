import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Seats per party group in a 150-seat parliament; illustrative.
const seats = [
  { id: 'left', label: 'Left alliance', value: 38, color: '#c62828' },
  { id: 'green', label: 'Greens', value: 17, color: '#2e7d32' },
  { id: 'center', label: 'Centre', value: 41, color: '#f9a825' },
  { id: 'right', label: 'Conservatives', value: 46, color: '#1565c0' },
  { id: 'independent', label: 'Independents', value: 8, color: '#757575' },
];

export default function StraightAnglePieChart() {
  return (
    <Box sx={{ width: '100%', height: 260 }}>
      <PieChart
        series={[
          {
            data: seats,
            startAngle: -90,
            endAngle: 90,
            innerRadius: '50%',
            cy: '85%',
            paddingAngle: 1,
            valueFormatter: (item) => `${item.value} seats`,
          },
        ]}
        height={260}
      />
    </Box>
  );
}
