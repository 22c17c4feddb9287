import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

// Average visitors of a museum per hour of the day (closed at night).
const visitors = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 42, 118, 176, 205, 231, 262, 248, 190, 134, 76, 0, 0, 0, 0, 0,
];

export default function TickLabelInterval() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        xAxis={[
          {
            data: hours,
            // A tick for every hour, a label every third hour.
            tickLabelInterval: (_value: string, index: number) => index % 3 === 0,
          },
        ]}
        series={[{ data: visitors, label: 'Visitors' }]}
        hideLegend
        height={300}
      />
    </Box>
  );
}
