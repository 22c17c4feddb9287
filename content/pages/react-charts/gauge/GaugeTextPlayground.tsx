import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import {
  ChartUsagePlayground,
  type PlaygroundControl,
  type PlaygroundValues,
} from '../shared/ChartUsagePlayground';

const formats = {
  value: { code: 'undefined', text: undefined },
  percent: {
    code: '({ value }) => `${value}%`',
    text: ({ value }: { value: number | null }) => `${value}%`,
  },
  fraction: {
    code: '({ value, valueMax }) => `${value} / ${valueMax}`',
    text: ({ value, valueMax }: { value: number | null; valueMax: number }) =>
      `${value} / ${valueMax}`,
  },
} as const;

const controls: PlaygroundControl[] = [
  { name: 'value', label: 'value', type: 'slider', min: 0, max: 100, step: 1, defaultValue: 60 },
  {
    name: 'text',
    label: 'text',
    type: 'select',
    options: Object.keys(formats),
    defaultValue: 'fraction',
  },
  {
    name: 'fontSize',
    label: 'font size (px)',
    type: 'slider',
    min: 12,
    max: 48,
    step: 2,
    defaultValue: 28,
  },
];

function formatOf(values: PlaygroundValues) {
  return formats[(values.text as keyof typeof formats) ?? 'value'] ?? formats.value;
}

function renderChart(values: PlaygroundValues) {
  return (
    <Gauge
      value={Number(values.value)}
      text={formatOf(values).text}
      sx={{ [`& .${gaugeClasses.valueText}`]: { fontSize: Number(values.fontSize) } }}
      height={240}
      aria-label="Gauge preview"
    />
  );
}

function renderCode(values: PlaygroundValues) {
  const format = formatOf(values);
  return `<Gauge
  value={${values.value}}${format.text ? `\n  text={${format.code}}` : ''}
  sx={{ [\`& .\${gaugeClasses.valueText}\`]: { fontSize: ${values.fontSize} } }}
/>`;
}

export default function GaugeTextPlayground() {
  return (
    <ChartUsagePlayground
      controls={controls}
      renderChart={renderChart}
      renderCode={renderCode}
      chartHeight={260}
    />
  );
}
