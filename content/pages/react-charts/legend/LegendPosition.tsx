import { PieChart } from '@mui/x-charts/PieChart';
import {
  ChartUsagePlayground,
  formatValue,
  type PlaygroundControl,
} from '../shared/ChartUsagePlayground';
import { latestMix } from '../shared/energy';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';
type Direction = 'horizontal' | 'vertical';

const slices = [
  { id: 'wind', label: 'Wind', value: latestMix.wind },
  { id: 'solar', label: 'Solar', value: latestMix.solar },
  { id: 'hydro', label: 'Hydro', value: latestMix.hydro },
  { id: 'gas', label: 'Gas', value: latestMix.gas },
  { id: 'coal', label: 'Coal', value: latestMix.coal },
];

const controls: PlaygroundControl[] = [
  {
    name: 'direction',
    label: 'direction',
    type: 'select',
    options: ['vertical', 'horizontal'],
    defaultValue: 'vertical',
  },
  {
    name: 'vertical',
    label: 'position.vertical',
    type: 'select',
    options: ['top', 'middle', 'bottom'],
    defaultValue: 'middle',
  },
  {
    name: 'horizontal',
    label: 'position.horizontal',
    type: 'select',
    options: ['start', 'center', 'end'],
    defaultValue: 'end',
  },
];

export default function LegendPosition() {
  return (
    <ChartUsagePlayground
      controls={controls}
      chartHeight={260}
      renderChart={(values) => (
        <PieChart
          series={[{ data: slices, innerRadius: 40, valueFormatter: (item) => `${item.value}%` }]}
          slotProps={{
            legend: {
              direction: values.direction as Direction,
              position: {
                vertical: values.vertical as Vertical,
                horizontal: values.horizontal as Horizontal,
              },
            },
          }}
          height={220}
        />
      )}
      renderCode={(values) => `<PieChart
  slotProps={{
    legend: {
      direction: ${formatValue(String(values.direction))},
      position: {
        vertical: ${formatValue(String(values.vertical))},
        horizontal: ${formatValue(String(values.horizontal))},
      },
    },
  }}
  // ...
/>`}
    />
  );
}
