import Stack from '@mui/material/Stack';
import { PieChart } from '@mui/x-charts/PieChart';

// Time spent per activity on a weekday, in hours; illustrative survey-style values.
const weekday = [
  { id: 'sleep', label: 'Sleep', value: 8.1 },
  { id: 'work', label: 'Work', value: 8.4 },
  { id: 'chores', label: 'Chores', value: 2.1 },
  { id: 'leisure', label: 'Leisure', value: 3.6 },
  { id: 'other', label: 'Other', value: 1.8 },
];

export default function PieChartWithPaddingAngle() {
  return (
    <Stack direction="row" sx={{ width: '100%', height: 220 }}>
      <PieChart
        series={[
          { data: weekday, innerRadius: 55, outerRadius: 90, paddingAngle: 4, cornerRadius: 4 },
        ]}
        hideLegend
        height={220}
      />
      <PieChart
        series={[
          {
            data: weekday,
            innerRadius: 55,
            outerRadius: 90,
            paddingAngle: 4,
            cornerRadius: 4,
            startAngle: -90,
            endAngle: 180,
          },
        ]}
        hideLegend
        height={220}
      />
    </Stack>
  );
}
