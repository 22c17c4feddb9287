import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { climateNormals } from '../shared/climate';

export default function FirstChart() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        dataset={climateNormals}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        yAxis={[{ label: 'Mean temperature (°C)' }]}
        series={[
          {
            dataKey: 'temperature',
            label: 'Mean temperature',
            valueFormatter: (value) => (value === null ? '' : `${value} °C`),
          },
        ]}
        hideLegend
        height={300}
      />
    </Box>
  );
}
