import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { charge, formatHour, hours } from './batteryLog';

export default function AxisMinMax() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        xAxis={[{ data: hours, min: 8, max: 22, valueFormatter: formatHour }]}
        // A charge is a share of 100%: fix the axis instead of fitting it to the data.
        yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
        series={[{ data: charge, label: 'Battery charge', showMark: false }]}
        hideLegend
        height={300}
      />
    </Box>
  );
}
