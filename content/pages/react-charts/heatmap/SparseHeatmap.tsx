import { Heatmap } from '@mui/x-charts-pro/Heatmap';

// Hours a shared meeting room was booked, per week (rows) and weekday (columns).
// The room was closed on some days: those cells are not in `data`, so they stay empty.
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const weeks = ['Week 1', 'Week 2', 'Week 3'];

const bookings: [number, number, number][] = [
  [0, 0, 5],
  [1, 0, 7],
  [2, 0, 3],
  [3, 0, 6],
  [4, 0, 2],
  // Week 2: closed on Tuesday and Wednesday (no cells for x = 1 and x = 2).
  [0, 1, 4],
  [3, 1, 8],
  [4, 1, 1],
  [0, 2, 6],
  [1, 2, 6],
  [2, 2, 7],
  [3, 2, 4],
  // Week 3: Friday was a holiday (no cell for x = 4).
];

export default function SparseHeatmap() {
  return (
    <Heatmap
      xAxis={[{ data: weekdays }]}
      yAxis={[{ data: weeks, width: 56 }]}
      zAxis={[
        {
          min: 0,
          max: 8,
          colorMap: { type: 'continuous', min: 0, max: 8, color: ['#e3f2fd', '#0d47a1'] },
        },
      ]}
      series={[{ data: bookings, label: 'Hours booked', valueFormatter: (cell) => `${cell[2]} h` }]}
      height={220}
    />
  );
}
