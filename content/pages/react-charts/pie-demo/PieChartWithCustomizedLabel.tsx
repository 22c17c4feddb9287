import Box from '@mui/material/Box';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

// Browser share of page views on a news site over one month; illustrative.
const browsers = [
  { id: 'chrome', label: 'Chrome', value: 61.2 },
  { id: 'safari', label: 'Safari', value: 21.4 },
  { id: 'edge', label: 'Edge', value: 7.8 },
  { id: 'firefox', label: 'Firefox', value: 5.1 },
  { id: 'samsung', label: 'Samsung Internet', value: 2.6 },
  { id: 'other', label: 'Other', value: 1.9 },
];

export default function PieChartWithCustomizedLabel() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <PieChart
        series={[
          {
            data: browsers,
            // The label names the browser on large slices only.
            arcLabel: (item) => `${item.label} ${item.value}%`,
            arcLabelMinAngle: 35,
            arcLabelRadius: '65%',
            valueFormatter: (item) => `${item.value}% of page views`,
          },
        ]}
        sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontSize: 12, fontWeight: 600 } }}
        // Under the pie, the legend leaves the arcs the whole width on a phone.
        slotProps={{
          legend: {
            direction: 'horizontal',
            position: { vertical: 'bottom', horizontal: 'center' },
          },
        }}
        height={300}
      />
    </Box>
  );
}
