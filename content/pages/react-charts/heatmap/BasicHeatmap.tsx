import Box from '@mui/material/Box';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { rentalCells, timeSlots, weekdays } from '../shared/bikeRentals';

export default function BasicHeatmap() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <Heatmap
        xAxis={[{ data: timeSlots, label: 'Time of day' }]}
        yAxis={[{ data: weekdays, width: 40 }]}
        series={[{ data: rentalCells, label: 'Rentals per hour' }]}
        height={320}
      />
    </Box>
  );
}
