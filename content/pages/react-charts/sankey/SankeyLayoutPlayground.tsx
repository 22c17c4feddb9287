import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import {
  ChartUsagePlayground,
  formatValue,
  type PlaygroundControl,
  type PlaygroundValues,
} from '../shared/ChartUsagePlayground';
import { energyLinks, energyNodes } from './energyFlows';

type Align = 'justify' | 'left' | 'right' | 'center';

const controls: PlaygroundControl[] = [
  {
    name: 'align',
    label: 'nodeOptions.align',
    type: 'select',
    options: ['justify', 'left', 'right', 'center'],
    defaultValue: 'justify',
  },
  {
    name: 'iterations',
    label: 'iterations',
    type: 'slider',
    min: 0,
    max: 32,
    step: 1,
    defaultValue: 6,
  },
];

function renderChart(values: PlaygroundValues) {
  return (
    <SankeyChart
      series={{
        data: { nodes: energyNodes, links: energyLinks },
        nodeOptions: { align: values.align as Align },
        iterations: Number(values.iterations),
      }}
      margin={{ left: 10, right: 10 }}
      height={380}
    />
  );
}

function renderCode(values: PlaygroundValues) {
  return `<Unstable_SankeyChart
  series={{
    data: { nodes: energyNodes, links: energyLinks },
    nodeOptions: { align: ${formatValue(values.align ?? 'justify')} },
    iterations: ${values.iterations},
  }}
/>`;
}

export default function SankeyLayoutPlayground() {
  return (
    <ChartUsagePlayground
      controls={controls}
      renderChart={renderChart}
      renderCode={renderCode}
      chartHeight={380}
    />
  );
}
