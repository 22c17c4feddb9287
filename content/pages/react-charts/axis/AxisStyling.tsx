import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { climateNormals } from '../shared/climate';

export default function AxisStyling() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        dataset={climateNormals}
        xAxis={[{ scaleType: 'point', dataKey: 'month', disableTicks: true }]}
        yAxis={[
          {
            id: 'temperature',
            label: 'Mean temperature (°C)',
            disableLine: true,
            tickSize: 12,
            labelStyle: { fontWeight: 600 },
          },
        ]}
        series={[{ dataKey: 'temperature', label: 'Mean temperature', color: '#d84315' }]}
        hideLegend
        height={300}
        sx={{
          [`& .${axisClasses.directionX} .${axisClasses.line}`]: {
            stroke: '#90a4ae',
            strokeWidth: 2,
          },
          [`& .${axisClasses.id}-temperature .${axisClasses.tick}`]: { stroke: '#d84315' },
          [`& .${axisClasses.id}-temperature .${axisClasses.tickLabel}`]: { fill: '#d84315' },
        }}
      />
    </Box>
  );
}
