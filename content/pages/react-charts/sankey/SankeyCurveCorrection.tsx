import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import {
  ChartUsagePlayground,
  type PlaygroundControl,
  type PlaygroundValues,
} from '../shared/ChartUsagePlayground';
import { budgetLinks } from './householdBudget';

const controls: PlaygroundControl[] = [
  {
    name: 'curveCorrection',
    label: 'linkOptions.curveCorrection',
    type: 'slider',
    min: -40,
    max: 80,
    step: 5,
    defaultValue: 10,
  },
];

function renderChart(values: PlaygroundValues) {
  return (
    <SankeyChart
      series={{
        data: { links: budgetLinks },
        linkOptions: { curveCorrection: Number(values.curveCorrection) },
      }}
      height={240}
    />
  );
}

function renderCode(values: PlaygroundValues) {
  return `<Unstable_SankeyChart
  series={{
    data: { links: budgetLinks },
    linkOptions: { curveCorrection: ${values.curveCorrection} },
  }}
  height={240}
/>`;
}

export default function SankeyCurveCorrection() {
  return (
    <ChartUsagePlayground
      controls={controls}
      renderChart={renderChart}
      renderCode={renderCode}
      chartHeight={240}
    />
  );
}
