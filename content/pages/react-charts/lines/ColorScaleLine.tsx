import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { temperatureAnomaly } from '../shared/temperatureAnomaly';

export default function ColorScaleLine() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        dataset={temperatureAnomaly}
        xAxis={[{ dataKey: 'year', valueFormatter: (year: number) => String(year) }]}
        yAxis={[
          {
            width: 40,
            // The line and its area are blue below 0.6 °C and red above.
            colorMap: { type: 'piecewise', thresholds: [0.6], colors: ['#1e88e5', '#e53935'] },
          },
        ]}
        series={[
          {
            dataKey: 'anomaly',
            label: 'Temperature anomaly (°C)',
            area: true,
            baseline: 'min',
            showMark: false,
            curve: 'linear',
          },
        ]}
        hideLegend
        height={300}
      />
    </Box>
  );
}
