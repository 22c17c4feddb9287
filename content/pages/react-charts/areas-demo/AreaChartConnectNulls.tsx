import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Hourly solar power output (kW) of a rooftop installation; the logger dropped two readings.
const hours = [
  '6h',
  '7h',
  '8h',
  '9h',
  '10h',
  '11h',
  '12h',
  '13h',
  '14h',
  '15h',
  '16h',
  '17h',
  '18h',
  '19h',
];
const output = [0.1, 0.6, 1.5, 2.6, null, 4.1, 4.5, 4.4, null, 3.2, 2.3, 1.3, 0.5, 0.1];

export default function AreaChartConnectNulls() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ width: 36 }]}
        series={[
          {
            data: output,
            label: 'Output (kW)',
            area: true,
            connectNulls: true,
            color: '#f9a825',
            valueFormatter: (value) => (value === null ? 'No reading' : `${value} kW`),
          },
        ]}
        hideLegend
        height={300}
      />
    </Box>
  );
}
