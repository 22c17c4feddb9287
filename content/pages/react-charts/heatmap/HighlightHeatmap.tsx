import Box from '@mui/material/Box';
import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';
import { rentalCells, timeSlots, weekdays } from '../shared/bikeRentals';

export default function HighlightHeatmap() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <Heatmap
        xAxis={[{ data: timeSlots }]}
        yAxis={[{ data: weekdays, width: 40 }]}
        series={[{ data: rentalCells, highlightScope: { highlight: 'item', fade: 'global' } }]}
        sx={{
          [`& .${heatmapClasses.highlighted}`]: { stroke: '#212121', strokeWidth: 2 },
          [`& .${heatmapClasses.faded}`]: { opacity: 0.4 },
        }}
        height={320}
      />
    </Box>
  );
}
