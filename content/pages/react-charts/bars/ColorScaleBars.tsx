import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { temperatureAnomaly } from '../shared/temperatureAnomaly';

export default function ColorScaleBars() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        dataset={temperatureAnomaly}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'year',
            valueFormatter: (year: number) => String(year),
            tickInterval: (year: number) => year % 5 === 0,
          },
        ]}
        yAxis={[
          {
            label: 'Anomaly (°C)',
            // Bars below 0.5 °C are blue, up to 1 °C orange, above 1 °C red.
            colorMap: {
              type: 'piecewise',
              thresholds: [0.5, 1],
              colors: ['#4a90d9', '#f0a030', '#d32f2f'],
            },
          },
        ]}
        series={[
          {
            dataKey: 'anomaly',
            label: 'Temperature anomaly',
            valueFormatter: (value) => (value === null ? '' : `+${value.toFixed(2)} °C`),
          },
        ]}
        hideLegend
        height={300}
      />
    </Box>
  );
}
