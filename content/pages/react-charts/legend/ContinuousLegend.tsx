import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
import { temperatureAnomaly } from '../shared/temperatureAnomaly';

export default function ContinuousLegend() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <BarChart
        dataset={temperatureAnomaly}
        xAxis={[{ dataKey: 'year', valueFormatter: (year: number) => String(year) }]}
        yAxis={[
          {
            // Bars take their color from their value on this axis.
            colorMap: { type: 'continuous', min: 0, max: 1.3, color: ['#fff3e0', '#bf360c'] },
            valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)} °C`,
            width: 60,
          },
        ]}
        series={[{ dataKey: 'anomaly', label: 'Temperature anomaly' }]}
        slots={{ legend: ContinuousColorLegend }}
        // The legend reads the colorMap of the first y-axis.
        slotProps={{ legend: { axisDirection: 'y', minLabel: 'Cooler', maxLabel: 'Warmer' } }}
        height={290}
      />
    </Box>
  );
}
