import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { climateNormals } from '../shared/climate';

export default function MultipleAxes() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        dataset={climateNormals}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        yAxis={[
          { id: 'temperature', label: 'Temperature (°C)' },
          // Only the first y-axis gets a position by default: place this one.
          { id: 'precipitation', label: 'Precipitation (mm)', position: 'right', min: 0 },
        ]}
        series={[
          { dataKey: 'temperature', label: 'Mean temperature', yAxisId: 'temperature' },
          { dataKey: 'precipitation', label: 'Precipitation', yAxisId: 'precipitation' },
        ]}
        height={280}
      />
    </Box>
  );
}
