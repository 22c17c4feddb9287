import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import {
  ChartUsagePlayground,
  formatValue,
  type PlaygroundControl,
  type PlaygroundValues,
} from '../shared/ChartUsagePlayground';
import { jobLevels } from '../shared/jobLevels';

const controls: PlaygroundControl[] = [
  {
    name: 'curve',
    label: 'curve',
    type: 'select',
    options: ['pyramid', 'step-pyramid'],
    defaultValue: 'pyramid',
  },
  {
    name: 'layout',
    label: 'layout',
    type: 'select',
    options: ['vertical', 'horizontal'],
    defaultValue: 'vertical',
  },
  {
    name: 'variant',
    label: 'variant',
    type: 'select',
    options: ['filled', 'outlined'],
    defaultValue: 'filled',
  },
  { name: 'gap', label: 'gap', type: 'slider', min: 0, max: 20, step: 1, defaultValue: 2 },
  {
    name: 'borderRadius',
    label: 'borderRadius',
    type: 'slider',
    min: 0,
    max: 20,
    step: 1,
    defaultValue: 8,
  },
];

function renderChart(values: PlaygroundValues) {
  return (
    <FunnelChart
      series={[
        {
          data: jobLevels,
          curve: values.curve === 'step-pyramid' ? 'step-pyramid' : 'pyramid',
          layout: values.layout === 'horizontal' ? 'horizontal' : 'vertical',
          variant: values.variant === 'outlined' ? 'outlined' : 'filled',
          borderRadius: Number(values.borderRadius),
        },
      ]}
      gap={Number(values.gap)}
      hideLegend
      height={280}
    />
  );
}

function renderCode(values: PlaygroundValues) {
  return `<FunnelChart
  series={[{
    data: jobLevels,
    curve: ${formatValue(values.curve ?? 'pyramid')},
    layout: ${formatValue(values.layout ?? 'vertical')},
    variant: ${formatValue(values.variant ?? 'filled')},
    borderRadius: ${values.borderRadius},
  }]}
  gap={${values.gap}}
/>`;
}

export default function PyramidPlayground() {
  return (
    <ChartUsagePlayground
      controls={controls}
      renderChart={renderChart}
      renderCode={renderCode}
      chartHeight={300}
    />
  );
}
