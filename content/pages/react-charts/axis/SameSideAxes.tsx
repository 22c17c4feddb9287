import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { climateNormals } from '../shared/climate';

// The same range in both units, so that both axes line up.
const celsius = { min: 0, max: 25 };
const fahrenheit = { min: (celsius.min * 9) / 5 + 32, max: (celsius.max * 9) / 5 + 32 };

export default function SameSideAxes() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        dataset={climateNormals}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        yAxis={[
          { id: 'celsius', ...celsius, label: '°C', width: 40 },
          // Both axes sit on the left: the second one is drawn outside the first.
          { id: 'fahrenheit', ...fahrenheit, label: '°F', position: 'left', width: 40 },
        ]}
        series={[{ dataKey: 'temperature', label: 'Mean temperature (°C)', yAxisId: 'celsius' }]}
        grid={{ horizontal: true }}
        height={280}
      />
    </Box>
  );
}
