import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import {
  ChartUsagePlayground,
  formatValue,
  type PlaygroundControl,
  type PlaygroundValues,
} from '../shared/ChartUsagePlayground';
import { checkoutSteps } from './checkoutFunnel';

const controls: PlaygroundControl[] = [
  { name: 'gap', label: 'gap', type: 'slider', min: 0, max: 20, step: 1, defaultValue: 0 },
  {
    name: 'borderRadius',
    label: 'borderRadius',
    type: 'slider',
    min: 0,
    max: 24,
    step: 1,
    defaultValue: 8,
  },
  {
    name: 'variant',
    label: 'variant',
    type: 'select',
    options: ['filled', 'outlined'],
    defaultValue: 'filled',
  },
];

function renderChart(values: PlaygroundValues) {
  return (
    <FunnelChart
      series={[
        {
          data: checkoutSteps,
          borderRadius: Number(values.borderRadius),
          variant: values.variant === 'outlined' ? 'outlined' : 'filled',
        },
      ]}
      gap={Number(values.gap)}
      hideLegend
      height={300}
    />
  );
}

function renderCode(values: PlaygroundValues) {
  return `<FunnelChart
  series={[{
    data: checkoutSteps,
    borderRadius: ${values.borderRadius},
    variant: ${formatValue(values.variant ?? 'filled')},
  }]}
  gap={${values.gap}}
/>`;
}

export default function FunnelShapePlayground() {
  return (
    <ChartUsagePlayground
      controls={controls}
      renderChart={renderChart}
      renderCode={renderCode}
      chartHeight={300}
    />
  );
}
