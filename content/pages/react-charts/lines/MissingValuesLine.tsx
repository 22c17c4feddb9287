import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Last year is complete. This year stops in August, and the sensor was offline in April.
const lastYear = [212, 198, 187, 160, 141, 128, 132, 135, 149, 171, 190, 207];
const thisYear = [205, 193, 176, null, 133, 121, 126, 129];

export default function MissingValuesLine() {
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'Energy use (kWh)' }]}
        series={[
          { data: lastYear, label: 'Last year', color: '#9e9e9e' },
          { data: thisYear, label: 'This year', color: '#1976d2' },
        ]}
        height={300}
      />
    </Box>
  );
}
