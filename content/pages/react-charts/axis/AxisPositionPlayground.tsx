import { BarChart } from '@mui/x-charts/BarChart';
import {
  ChartUsagePlayground,
  formatValue,
  type PlaygroundControl,
} from '../shared/ChartUsagePlayground';
import { climateNormals } from '../shared/climate';

const controls: PlaygroundControl[] = [
  {
    name: 'xPosition',
    label: 'x-axis position',
    type: 'select',
    options: ['bottom', 'top', 'none'],
    defaultValue: 'top',
  },
  {
    name: 'yPosition',
    label: 'y-axis position',
    type: 'select',
    options: ['left', 'right', 'none'],
    defaultValue: 'right',
  },
];

export default function AxisPositionPlayground() {
  return (
    <ChartUsagePlayground
      controls={controls}
      chartHeight={260}
      renderChart={(values) => (
        <BarChart
          dataset={climateNormals}
          xAxis={[{ dataKey: 'month', position: values.xPosition as 'bottom' | 'top' | 'none' }]}
          yAxis={[{ position: values.yPosition as 'left' | 'right' | 'none' }]}
          series={[{ dataKey: 'precipitation', label: 'Precipitation (mm)' }]}
          hideLegend
          height={260}
        />
      )}
      renderCode={(values) => `<BarChart
  xAxis={[{ dataKey: 'month', position: ${formatValue(String(values.xPosition))} }]}
  yAxis={[{ position: ${formatValue(String(values.yPosition))} }]}
  // ...
/>`}
    />
  );
}
