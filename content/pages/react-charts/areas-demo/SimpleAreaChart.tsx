import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Monthly passengers at a regional airport, in thousands. Shaped like the airport traffic
// statistics that civil aviation authorities publish; illustrative values.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const passengers = [312, 298, 356, 421, 488, 552, 634, 651, 540, 447, 336, 359];

export default function SimpleAreaChart() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: passengers,
            label: 'Passengers (thousands)',
            area: true,
            showMark: false,
            valueFormatter: (value) => `${value}K passengers`,
          },
        ]}
        hideLegend
        height={300}
      />
    </Box>
  );
}
