import Box from '@mui/material/Box';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { rentalCells, timeSlots, weekdays } from '../shared/bikeRentals';

export default function HeatmapWithLegend() {
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <Heatmap
        xAxis={[{ data: timeSlots }]}
        yAxis={[{ data: weekdays, width: 40 }]}
        series={[{ data: rentalCells, label: 'Rentals per hour' }]}
        hideLegend={false}
        slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
        height={300}
      />
    </Box>
  );
}
