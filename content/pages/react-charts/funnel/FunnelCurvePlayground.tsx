import { FunnelChart, type FunnelCurveType } from '@mui/x-charts-pro/FunnelChart';
import {
  ChartUsagePlayground,
  formatValue,
  type PlaygroundControl,
  type PlaygroundValues,
} from '../shared/ChartUsagePlayground';
import { checkoutSteps } from './checkoutFunnel';

const curves: FunnelCurveType[] = [
  'linear',
  'linear-sharp',
  'bump',
  'step',
  'pyramid',
  'step-pyramid',
];
type Direction = 'auto' | 'increasing' | 'decreasing';

const controls: PlaygroundControl[] = [
  { name: 'curve', label: 'curve', type: 'select', options: curves, defaultValue: 'linear' },
  {
    name: 'funnelDirection',
    label: 'funnelDirection',
    type: 'select',
    options: ['auto', 'increasing', 'decreasing'],
    defaultValue: 'auto',
  },
  {
    name: 'layout',
    label: 'layout',
    type: 'select',
    options: ['vertical', 'horizontal'],
    defaultValue: 'vertical',
  },
];

function renderChart(values: PlaygroundValues) {
  return (
    <FunnelChart
      series={[
        {
          data: checkoutSteps,
          curve: values.curve as FunnelCurveType,
          funnelDirection: values.funnelDirection as Direction,
          layout: values.layout === 'horizontal' ? 'horizontal' : 'vertical',
        },
      ]}
      hideLegend
      height={300}
    />
  );
}

function renderCode(values: PlaygroundValues) {
  return `<FunnelChart
  series={[{
    data: checkoutSteps,
    curve: ${formatValue(values.curve ?? 'linear')},
    funnelDirection: ${formatValue(values.funnelDirection ?? 'auto')},
    layout: ${formatValue(values.layout ?? 'vertical')},
  }]}
/>`;
}

export default function FunnelCurvePlayground() {
  return (
    <ChartUsagePlayground
      controls={controls}
      renderChart={renderChart}
      renderCode={renderCode}
      chartHeight={300}
    />
  );
}
