import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
import {
  ChartUsagePlayground,
  formatValue,
  type PlaygroundControl,
} from '../shared/ChartUsagePlayground';
import { countries } from '../shared/countries';

type Direction = 'horizontal' | 'vertical';
type LabelPosition = 'start' | 'end' | 'extremes';

const points = countries.map((country) => ({
  id: country.id,
  x: country.gdp,
  y: country.lifeExpectancy,
}));

const controls: PlaygroundControl[] = [
  {
    name: 'direction',
    label: 'direction',
    type: 'select',
    options: ['horizontal', 'vertical'],
    defaultValue: 'horizontal',
  },
  {
    name: 'labelPosition',
    label: 'labelPosition',
    type: 'select',
    options: ['start', 'end', 'extremes'],
    defaultValue: 'end',
  },
  {
    name: 'thickness',
    label: 'thickness',
    type: 'slider',
    min: 4,
    max: 24,
    step: 2,
    defaultValue: 12,
  },
  { name: 'reverse', label: 'reverse', type: 'switch', defaultValue: false },
];

export default function ContinuousLegendPlayground() {
  return (
    <ChartUsagePlayground
      controls={controls}
      chartHeight={300}
      renderChart={(values) => (
        <ScatterChart
          xAxis={[{ label: 'GDP per capita (thousand USD)' }]}
          yAxis={[
            {
              min: 50,
              colorMap: { type: 'continuous', min: 60, max: 85, color: ['#ffcc80', '#1b5e20'] },
              label: 'Life expectancy (years)',
            },
          ]}
          series={[{ data: points, label: 'Countries' }]}
          slots={{ legend: ContinuousColorLegend }}
          slotProps={{
            legend: {
              axisDirection: 'y',
              direction: values.direction as Direction,
              labelPosition: values.labelPosition as LabelPosition,
              thickness: Number(values.thickness),
              reverse: values.reverse === true,
              sx: values.direction === 'vertical' ? { height: 200 } : { width: 240 },
            },
          }}
          height={240}
        />
      )}
      renderCode={(values) => `<ScatterChart
  yAxis={[{ colorMap: { type: 'continuous', min: 60, max: 85, color: [...] } }]}
  slots={{ legend: ContinuousColorLegend }}
  slotProps={{
    legend: {
      axisDirection: 'y',
      direction: ${formatValue(String(values.direction))},
      labelPosition: ${formatValue(String(values.labelPosition))},
      thickness: ${values.thickness},
      reverse: ${values.reverse},
    },
  }}
  // ...
/>`}
    />
  );
}
