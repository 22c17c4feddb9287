import { LineChart } from '@mui/x-charts/LineChart';

// Daily visitors of a museum over two weeks, and the 7-day average as a helper line.
const days = Array.from({ length: 14 }, (_, index) => index + 1);
const visitors = [820, 760, 910, 1340, 1620, 1710, 690, 800, 780, 950, 1290, 1580, 1760, 720];
const average = visitors.map((_, index) => {
  const window = visitors.slice(Math.max(0, index - 6), index + 1);
  return Math.round(window.reduce((sum, value) => sum + value, 0) / window.length);
});

export default function UnlabeledSeries() {
  return (
    <LineChart
      xAxis={[
        {
          data: days,
          scaleType: 'point',
          // Short ticks, a full name in the tooltip.
          valueFormatter: (day: number, context) =>
            context.location === 'tick' ? `${day}` : `Day ${day}`,
        },
      ]}
      yAxis={[{ width: 48 }]}
      series={[
        { data: visitors, label: 'Visitors' },
        // No label: no legend entry, and a tooltip row without a name.
        { data: average, showMark: false, color: '#9e9e9e' },
      ]}
      height={300}
    />
  );
}
