import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Daily precipitation (mm) over two weeks, shaped like a weather service's station
// records; the values are illustrative.
const rainfall = [0, 2.4, 8.1, 12.6, 3.2, 0, 0, 0.8, 5.5, 14.9, 9.7, 1.1, 0, 0.4];

export default function TinyBarChart() {
  return (
    <Box sx={{ width: 200, height: 80 }}>
      <BarChart
        series={[
          { data: rainfall, label: 'Precipitation', valueFormatter: (value) => `${value} mm` },
        ]}
        xAxis={[
          { scaleType: 'band', data: rainfall.map((_, day) => `Day ${day + 1}`), position: 'none' },
        ]}
        yAxis={[{ position: 'none' }]}
        margin={0}
        hideLegend
        height={80}
      />
    </Box>
  );
}
