import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Kilometers run per week against a weekly goal of 30 km.
const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
const distance = [24, 31, 28, 35, 19, 33, 38, 27];
const goal = 30;

export default function TargetLineBars() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: weeks }]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => `${value} km` }]}
      series={[{ data: distance, label: 'Distance', valueFormatter: (v) => `${v} km` }]}
      hideLegend
      height={300}
    >
      {/* Children of BarChart render inside its SVG, over the bars. */}
      <ChartsReferenceLine
        y={goal}
        label={`Goal: ${goal} km`}
        labelAlign="end"
        lineStyle={{ strokeDasharray: '6 4' }}
      />
    </BarChart>
  );
}
