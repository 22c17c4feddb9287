import Stack from '@mui/material/Stack';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { rentalCells, timeSlots, weekdays } from '../shared/bikeRentals';

const axes = {
  xAxis: [{ data: timeSlots }],
  yAxis: [{ data: weekdays, width: 40 }],
};

export default function ColorMapHeatmap() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%', height: 280 }}>
      {/* Continuous: blends from white to deep orange between 0 and 100 rentals. */}
      <Heatmap
        {...axes}
        zAxis={[
          { colorMap: { type: 'continuous', min: 0, max: 100, color: ['#fff3e0', '#e65100'] } },
        ]}
        series={[{ data: rentalCells }]}
        height={280}
      />
      {/* Piecewise: three levels, quiet below 40, busy from 80. */}
      <Heatmap
        {...axes}
        zAxis={[
          {
            colorMap: {
              type: 'piecewise',
              thresholds: [40, 80],
              colors: ['#e8f5e9', '#66bb6a', '#1b5e20'],
            },
          },
        ]}
        series={[{ data: rentalCells }]}
        height={280}
      />
    </Stack>
  );
}
