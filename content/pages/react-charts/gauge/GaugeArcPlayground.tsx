import { Gauge } from '@mui/x-charts/Gauge';
import {
  ChartUsagePlayground,
  formatValue,
  type PlaygroundControl,
  type PlaygroundValues,
} from '../shared/ChartUsagePlayground';

const controls: PlaygroundControl[] = [
  {
    name: 'startAngle',
    label: 'startAngle',
    type: 'slider',
    min: -360,
    max: 360,
    step: 10,
    defaultValue: -110,
  },
  {
    name: 'endAngle',
    label: 'endAngle',
    type: 'slider',
    min: -360,
    max: 360,
    step: 10,
    defaultValue: 110,
  },
  {
    name: 'innerRadius',
    label: 'innerRadius (%)',
    type: 'slider',
    min: 0,
    max: 100,
    step: 5,
    defaultValue: 80,
  },
  {
    name: 'outerRadius',
    label: 'outerRadius (%)',
    type: 'slider',
    min: 0,
    max: 100,
    step: 5,
    defaultValue: 100,
  },
  {
    name: 'cornerRadius',
    label: 'cornerRadius (%)',
    type: 'slider',
    min: 0,
    max: 50,
    step: 5,
    defaultValue: 50,
  },
];

function renderChart(values: PlaygroundValues) {
  return (
    <Gauge
      value={64}
      startAngle={Number(values.startAngle)}
      endAngle={Number(values.endAngle)}
      innerRadius={`${values.innerRadius}%`}
      outerRadius={`${values.outerRadius}%`}
      cornerRadius={`${values.cornerRadius}%`}
      height={240}
      aria-label="Gauge preview"
    />
  );
}

function renderCode(values: PlaygroundValues) {
  return `<Gauge
  value={64}
  startAngle={${formatValue(values.startAngle ?? -110)}}
  endAngle={${formatValue(values.endAngle ?? 110)}}
  innerRadius="${values.innerRadius}%"
  outerRadius="${values.outerRadius}%"
  cornerRadius="${values.cornerRadius}%"
/>`;
}

export default function GaugeArcPlayground() {
  return (
    <ChartUsagePlayground
      controls={controls}
      renderChart={renderChart}
      renderCode={renderCode}
      chartHeight={300}
    />
  );
}
