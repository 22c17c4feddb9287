import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
import { ChartUsagePlayground, formatValue, type PlaygroundControl } from '../shared/ChartUsagePlayground';

const controls: PlaygroundControl[] = [
  { name: 'direction', label: 'direction', type: 'select', options: ['horizontal', 'vertical'], defaultValue: 'horizontal' },
  { name: 'labelPosition', label: 'labelPosition', type: 'select', options: ['start', 'end', 'extremes'], defaultValue: 'end' },
  { name: 'thickness', label: 'thickness', type: 'slider', min: 4, max: 24, step: 2, defaultValue: 12 },
  { name: 'reverse', label: 'reverse', type: 'switch', defaultValue: false },
];

export default function ContinuousLegendPlayground() {
  return (
    <ChartUsagePlayground
      controls={controls}
      chartHeight={220}
      renderChart={(values) => (
        // A standalone legend: the provider holds the axis with the colorMap, no chart is drawn.
        <ChartDataProvider
          series={[]}
          zAxis={[
            {
              id: 'humidity',
              min: 0,
              max: 100,
              colorMap: { type: 'continuous', min: 0, max: 100, color: ['#e3f2fd', '#0d47a1'] },
            },
          ]}
        >
          <ContinuousColorLegend
            axisDirection="z"
            axisId="humidity"
            direction={values.direction as 'horizontal' | 'vertical'}
            labelPosition={values.labelPosition as 'start' | 'end' | 'extremes'}
            thickness={Number(values.thickness)}
            reverse={values.reverse === true}
            minLabel={({ formattedValue }) => `${formattedValue}%`}
            maxLabel={({ formattedValue }) => `${formattedValue}%`}
            sx={{ width: values.direction === 'horizontal' ? 320 : undefined, height: values.direction === 'vertical' ? 200 : undefined }}
          />
        </ChartDataProvider>
      )}
      renderCode={(values) => `<ContinuousColorLegend
  axisDirection="z"
  axisId="humidity"
  direction=${formatValue(String(values.direction)).replaceAll("'", '"')}
  labelPosition=${formatValue(String(values.labelPosition)).replaceAll("'", '"')}
  thickness={${values.thickness}}
  reverse={${values.reverse}}
/>`}
    />
  );
}
