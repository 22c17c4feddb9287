import { BarChart } from '@mui/x-charts/BarChart';

// Minutes of screen time per app on a typical day.
const apps = ['Messages', 'Video', 'News', 'Maps', 'Music'];
const minutes = [74, 58, 31, 12, 45];

export default function VerticalGridBars() {
  return (
    <BarChart
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: apps, width: 80 }]}
      xAxis={[{ valueFormatter: (value: number) => `${value} min` }]}
      series={[{ data: minutes, label: 'Screen time', valueFormatter: (v) => `${v} min` }]}
      // With horizontal bars, the value axis is the x-axis: its ticks get vertical lines.
      grid={{ vertical: true }}
      // Room on the right for the last tick label, which is centred on the end of the axis.
      margin={{ right: 32 }}
      hideLegend
      height={260}
    />
  );
}
