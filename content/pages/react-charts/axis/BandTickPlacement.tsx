import { BarChart } from '@mui/x-charts/BarChart';
import {
  ChartUsagePlayground,
  formatValue,
  type PlaygroundControl,
} from '../shared/ChartUsagePlayground';
import { climateNormals } from '../shared/climate';

type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

const controls: PlaygroundControl[] = [
  {
    name: 'tickPlacement',
    label: 'tickPlacement',
    type: 'select',
    options: ['extremities', 'start', 'middle', 'end'],
    defaultValue: 'extremities',
  },
  {
    name: 'tickLabelPlacement',
    label: 'tickLabelPlacement',
    type: 'select',
    options: ['middle', 'tick'],
    defaultValue: 'middle',
  },
];

export default function BandTickPlacement() {
  return (
    <ChartUsagePlayground
      controls={controls}
      chartHeight={260}
      renderChart={(values) => (
        <BarChart
          dataset={climateNormals}
          xAxis={[
            {
              dataKey: 'month',
              tickPlacement: values.tickPlacement as TickPlacement,
              tickLabelPlacement: values.tickLabelPlacement as TickLabelPlacement,
            },
          ]}
          series={[{ dataKey: 'precipitation', label: 'Precipitation (mm)' }]}
          hideLegend
          height={260}
        />
      )}
      renderCode={(values) => `<BarChart
  xAxis={[{
    scaleType: 'band',
    dataKey: 'month',
    tickPlacement: ${formatValue(String(values.tickPlacement))},
    tickLabelPlacement: ${formatValue(String(values.tickLabelPlacement))},
  }]}
  // ...
/>`}
    />
  );
}
