import { LineChart } from '@mui/x-charts/LineChart';

// A day of a server's CPU load sampled every 5 minutes: 288 points from a fixed formula.
const samples = Array.from({ length: 288 }, (_, index) => index * 5);
const load = samples.map((minute) => {
  const hour = minute / 60;
  const daily = 35 + 25 * Math.sin(((hour - 9) / 24) * 2 * Math.PI);
  const ripple = 6 * Math.sin(minute / 7) + 3 * Math.cos(minute / 3);
  return Math.round(Math.max(2, Math.min(98, daily + ripple)));
});

const formatTime = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export default function ManyPointsLine() {
  return (
    <LineChart
      xAxis={[{ data: samples, valueFormatter: formatTime, tickNumber: 6 }]}
      yAxis={[{ min: 0, max: 100, width: 48, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        {
          data: load,
          label: 'CPU load',
          // One mark per hour instead of 288 marks.
          showMark: ({ index }) => index % 12 === 0,
          valueFormatter: (value) => `${value}%`,
        },
      ]}
      hideLegend
      height={300}
    />
  );
}
