import { RadarChart } from '@mui/x-charts/RadarChart';
import {
  ChartUsagePlayground,
  formatValue,
  type PlaygroundControl,
  type PlaygroundValues,
} from '../shared/ChartUsagePlayground';
import { laptopMetrics, laptopScores } from '../shared/laptops';

const controls: PlaygroundControl[] = [
  {
    name: 'shape',
    label: 'shape',
    type: 'select',
    options: ['sharp', 'circular'],
    defaultValue: 'sharp',
  },
  {
    name: 'divisions',
    label: 'divisions',
    type: 'slider',
    min: 1,
    max: 10,
    step: 1,
    defaultValue: 5,
  },
  {
    name: 'startAngle',
    label: 'radar.startAngle',
    type: 'slider',
    min: -180,
    max: 180,
    step: 15,
    defaultValue: 0,
  },
  { name: 'stripes', label: 'stripes', type: 'switch', defaultValue: true },
];

function renderChart(values: PlaygroundValues) {
  return (
    <RadarChart
      radar={{ metrics: laptopMetrics, max: 10, startAngle: Number(values.startAngle) }}
      series={laptopScores.slice(0, 2)}
      shape={values.shape === 'circular' ? 'circular' : 'sharp'}
      divisions={Number(values.divisions)}
      stripeColor={values.stripes ? undefined : null}
      // Side margins keep the metric names inside the chart on a narrow screen.
      margin={{ left: 64, right: 64 }}
      height={280}
    />
  );
}

function renderCode(values: PlaygroundValues) {
  return `<RadarChart
  radar={{ metrics, max: 10, startAngle: ${formatValue(values.startAngle ?? 0)} }}
  shape=${JSON.stringify(values.shape)}
  divisions={${values.divisions}}${values.stripes ? '' : '\n  stripeColor={null}'}
  {...otherProps}
/>`;
}

export default function RadarGridPlayground() {
  return (
    <ChartUsagePlayground
      controls={controls}
      renderChart={renderChart}
      renderCode={renderCode}
      chartHeight={320}
    />
  );
}
