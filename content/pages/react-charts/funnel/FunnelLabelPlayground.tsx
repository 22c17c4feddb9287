import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import {
  ChartUsagePlayground,
  formatValue,
  type PlaygroundControl,
  type PlaygroundValues,
} from '../shared/ChartUsagePlayground';
import { checkoutSteps } from './checkoutFunnel';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';
type Anchor = 'start' | 'middle' | 'end';

const controls: PlaygroundControl[] = [
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
    defaultValue: 'center',
  },
  {
    name: 'textAnchor',
    label: 'textAnchor',
    type: 'select',
    options: ['default', 'start', 'middle', 'end'],
    defaultValue: 'default',
  },
  { name: 'offset', label: 'offset', type: 'slider', min: -20, max: 20, step: 2, defaultValue: 0 },
];

function renderChart(values: PlaygroundValues) {
  const anchor = values.textAnchor === 'default' ? undefined : (values.textAnchor as Anchor);
  return (
    <FunnelChart
      series={[
        {
          data: checkoutSteps,
          sectionLabel: {
            position: {
              vertical: values.vertical as Vertical,
              horizontal: values.horizontal as Horizontal,
            },
            textAnchor: anchor,
            offset: Number(values.offset),
          },
        },
      ]}
      hideLegend
      height={300}
    />
  );
}

function renderCode(values: PlaygroundValues) {
  const anchor =
    values.textAnchor === 'default'
      ? ''
      : `\n      textAnchor: ${formatValue(values.textAnchor ?? 'middle')},`;
  return `<FunnelChart
  series={[{
    data: checkoutSteps,
    sectionLabel: {
      position: { vertical: ${formatValue(values.vertical ?? 'middle')}, horizontal: ${formatValue(values.horizontal ?? 'center')} },${anchor}
      offset: ${values.offset},
    },
  }]}
/>`;
}

export default function FunnelLabelPlayground() {
  return (
    <ChartUsagePlayground
      controls={controls}
      renderChart={renderChart}
      renderCode={renderCode}
      chartHeight={300}
    />
  );
}
