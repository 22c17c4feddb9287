import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import {
  ChartUsagePlayground,
  type PlaygroundControl,
  type PlaygroundValues,
} from '../shared/ChartUsagePlayground';
import { budgetLinks } from './householdBudget';

const controls: PlaygroundControl[] = [
  { name: 'width', label: 'width', type: 'slider', min: 4, max: 40, step: 1, defaultValue: 15 },
  { name: 'padding', label: 'padding', type: 'slider', min: 0, max: 40, step: 1, defaultValue: 10 },
  { name: 'showLabels', label: 'showLabels', type: 'switch', defaultValue: true },
  { name: 'oneColor', label: 'One color for all nodes', type: 'switch', defaultValue: false },
];

function renderChart(values: PlaygroundValues) {
  return (
    <SankeyChart
      series={{
        data: { links: budgetLinks },
        nodeOptions: {
          width: Number(values.width),
          padding: Number(values.padding),
          showLabels: values.showLabels === true,
          color: values.oneColor === true ? '#37474f' : undefined,
        },
      }}
      height={340}
    />
  );
}

function renderCode(values: PlaygroundValues) {
  const color = values.oneColor === true ? `\n      color: '#37474f',` : '';
  return `<Unstable_SankeyChart
  series={{
    data: { links: budgetLinks },
    nodeOptions: {
      width: ${values.width},
      padding: ${values.padding},
      showLabels: ${values.showLabels},${color}
    },
  }}
/>`;
}

export default function SankeyNodeStyling() {
  return (
    <ChartUsagePlayground
      controls={controls}
      renderChart={renderChart}
      renderCode={renderCode}
      chartHeight={340}
    />
  );
}
