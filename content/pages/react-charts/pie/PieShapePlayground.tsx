import { PieChart } from '@mui/x-charts/PieChart';
import {
  ChartUsagePlayground,
  formatValue,
  type PlaygroundControl,
  type PlaygroundValues,
} from '../shared/ChartUsagePlayground';
import { storageUsage } from '../shared/storage';

const controls: PlaygroundControl[] = [
  {
    name: 'innerRadius',
    label: 'innerRadius',
    type: 'slider',
    min: 0,
    max: 100,
    step: 5,
    defaultValue: 30,
  },
  {
    name: 'outerRadius',
    label: 'outerRadius',
    type: 'slider',
    min: 50,
    max: 120,
    step: 5,
    defaultValue: 100,
  },
  {
    name: 'paddingAngle',
    label: 'paddingAngle',
    type: 'slider',
    min: 0,
    max: 10,
    step: 1,
    defaultValue: 2,
  },
  {
    name: 'cornerRadius',
    label: 'cornerRadius',
    type: 'slider',
    min: 0,
    max: 20,
    step: 1,
    defaultValue: 4,
  },
  {
    name: 'startAngle',
    label: 'startAngle',
    type: 'slider',
    min: -180,
    max: 180,
    step: 10,
    defaultValue: -90,
  },
  {
    name: 'endAngle',
    label: 'endAngle',
    type: 'slider',
    min: -180,
    max: 360,
    step: 10,
    defaultValue: 90,
  },
];

const numericProps = controls.map((control) => control.name);

function renderChart(values: PlaygroundValues) {
  const shape = Object.fromEntries(numericProps.map((name) => [name, Number(values[name])]));
  return (
    <PieChart
      series={[{ data: storageUsage, valueFormatter: (item) => `${item.value} GB`, ...shape }]}
      hideLegend
      height={260}
    />
  );
}

function renderCode(values: PlaygroundValues) {
  const lines = numericProps.map((name) => `      ${name}: ${formatValue(values[name] ?? 0)},`);
  return `<PieChart
  series={[
    {
      data: storageUsage,
${lines.join('\n')}
    },
  ]}
/>`;
}

export default function PieShapePlayground() {
  return (
    <ChartUsagePlayground
      controls={controls}
      renderChart={renderChart}
      renderCode={renderCode}
      chartHeight={260}
    />
  );
}
