import { BarChart } from '@mui/x-charts/BarChart';
import { formatCompactUsd, salesByMonth } from '../shared/sales';
import {
  ChartUsagePlayground,
  formatValue,
  type PlaygroundControl,
  type PlaygroundValues,
} from '../shared/ChartUsagePlayground';

const controls: PlaygroundControl[] = [
  {
    name: 'categoryGapRatio',
    label: 'categoryGapRatio',
    type: 'slider',
    min: 0,
    max: 1,
    step: 0.05,
    defaultValue: 0.2,
  },
  {
    name: 'barGapRatio',
    label: 'barGapRatio',
    type: 'slider',
    min: 0,
    max: 1,
    step: 0.05,
    defaultValue: 0.1,
  },
  {
    name: 'borderRadius',
    label: 'borderRadius',
    type: 'slider',
    min: 0,
    max: 12,
    step: 1,
    defaultValue: 0,
  },
];

function renderChart(values: PlaygroundValues) {
  return (
    <BarChart
      dataset={salesByMonth}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'month',
          categoryGapRatio: Number(values.categoryGapRatio),
          barGapRatio: Number(values.barGapRatio),
        },
      ]}
      yAxis={[{ valueFormatter: formatCompactUsd, width: 56 }]}
      series={[
        { dataKey: 'online', label: 'Online' },
        { dataKey: 'retail', label: 'Retail' },
      ]}
      borderRadius={Number(values.borderRadius)}
      height={260}
    />
  );
}

function renderCode(values: PlaygroundValues) {
  return `<BarChart
  xAxis={[{
    scaleType: 'band',
    dataKey: 'month',
    categoryGapRatio: ${formatValue(values.categoryGapRatio ?? 0.2)},
    barGapRatio: ${formatValue(values.barGapRatio ?? 0.1)},
  }]}
  borderRadius={${formatValue(values.borderRadius ?? 0)}}
  {...otherProps}
/>`;
}

export default function BarGapPlayground() {
  return (
    <ChartUsagePlayground
      controls={controls}
      renderChart={renderChart}
      renderCode={renderCode}
      chartHeight={300}
    />
  );
}
