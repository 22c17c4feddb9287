import { LineChart } from '@mui/x-charts/LineChart';
import { ChartUsagePlayground, type PlaygroundControl } from '../shared/ChartUsagePlayground';
import { temperatureAnomaly } from '../shared/temperatureAnomaly';

const controls: PlaygroundControl[] = [
  {
    name: 'tickNumber',
    label: 'tickNumber',
    type: 'slider',
    min: 2,
    max: 30,
    step: 1,
    defaultValue: 6,
  },
  {
    name: 'tickMinStep',
    label: 'tickMinStep',
    type: 'slider',
    min: 1,
    max: 10,
    step: 1,
    defaultValue: 1,
  },
];

export default function TickNumberPlayground() {
  return (
    <ChartUsagePlayground
      controls={controls}
      chartHeight={280}
      renderChart={(values) => (
        <LineChart
          dataset={temperatureAnomaly}
          xAxis={[
            {
              dataKey: 'year',
              tickNumber: Number(values.tickNumber),
              tickMinStep: Number(values.tickMinStep),
              valueFormatter: (year: number) => String(year),
            },
          ]}
          series={[{ dataKey: 'anomaly', label: 'Anomaly (°C)', showMark: false }]}
          hideLegend
          height={280}
        />
      )}
      renderCode={(values) => `<LineChart
  xAxis={[{
    dataKey: 'year',
    tickNumber: ${values.tickNumber},
    tickMinStep: ${values.tickMinStep},
  }]}
  // ...
/>`}
    />
  );
}
