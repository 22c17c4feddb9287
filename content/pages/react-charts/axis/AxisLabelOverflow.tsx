import { BarChart } from '@mui/x-charts/BarChart';
import { ChartUsagePlayground, type PlaygroundControl } from '../shared/ChartUsagePlayground';

// Length of some of the world's longest rivers, in km.
const rivers = [
  { name: 'Nile', length: 6650 },
  { name: 'Amazon', length: 6400 },
  { name: 'Yangtze', length: 6300 },
  { name: 'Mississippi–Missouri', length: 6275 },
  { name: 'Yenisei–Angara', length: 5539 },
  { name: 'Yellow River', length: 5464 },
  { name: 'Ob–Irtysh', length: 5410 },
  { name: 'Río de la Plata–Paraná', length: 4880 },
];

const controls: PlaygroundControl[] = [
  {
    name: 'height',
    label: 'x-axis height',
    type: 'slider',
    min: 25,
    max: 140,
    step: 5,
    defaultValue: 120,
  },
  {
    name: 'angle',
    label: 'tick label angle',
    type: 'slider',
    min: -90,
    max: 0,
    step: 15,
    defaultValue: -45,
  },
];

export default function AxisLabelOverflow() {
  return (
    <ChartUsagePlayground
      controls={controls}
      chartHeight={300}
      renderChart={(values) => {
        const angle = Number(values.angle);
        return (
          <BarChart
            dataset={rivers}
            xAxis={[
              {
                dataKey: 'name',
                height: Number(values.height),
                tickLabelStyle: { angle, textAnchor: angle === 0 ? 'middle' : 'end' },
              },
            ]}
            yAxis={[
              { width: 84, valueFormatter: (km: number) => `${km.toLocaleString('en-US')} km` },
            ]}
            series={[{ dataKey: 'length', label: 'Length (km)' }]}
            hideLegend
            height={300}
          />
        );
      }}
      renderCode={(values) => `<BarChart
  xAxis={[{
    dataKey: 'name',
    height: ${values.height},
    tickLabelStyle: { angle: ${values.angle}, textAnchor: '${Number(values.angle) === 0 ? 'middle' : 'end'}' },
  }]}
  // ...
/>`}
    />
  );
}
