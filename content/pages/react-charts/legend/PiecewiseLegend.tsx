import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  PiecewiseColorLegend,
  type PiecewiseLabelFormatterParams,
} from '@mui/x-charts/ChartsLegend';
import { temperatureAnomaly } from '../shared/temperatureAnomaly';

const thresholds = [0.4, 0.8];
const colors = ['#1e88e5', '#fb8c00', '#c62828'];

/** Names each band by its bounds, for example "0.4 to 0.8 °C". */
function bandLabel({ min, max, formattedMin, formattedMax }: PiecewiseLabelFormatterParams) {
  if (min === null) return `below ${formattedMax} °C`;
  if (max === null) return `above ${formattedMin} °C`;
  return `${formattedMin} to ${formattedMax} °C`;
}

export default function PiecewiseLegend() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <LineChart
        dataset={temperatureAnomaly}
        xAxis={[{ dataKey: 'year', valueFormatter: (year: number) => String(year) }]}
        // The line and its marks change color at each threshold.
        yAxis={[{ colorMap: { type: 'piecewise', thresholds, colors } }]}
        series={[{ dataKey: 'anomaly', label: 'Temperature anomaly' }]}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            direction: 'vertical',
            labelPosition: 'end',
            markType: 'circle',
            labelFormatter: bandLabel,
          },
        }}
        height={340}
      />
    </Box>
  );
}
