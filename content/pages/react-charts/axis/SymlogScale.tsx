import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Net change in account balance per month, in USD: small moves and two large ones.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const netChange = [120, -45, 310, -8, 4_800, -65, 90, -12_500, 230, -140, 35, 2_900];

export default function SymlogScale() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <BarChart
        xAxis={[{ data: months }]}
        yAxis={[
          {
            // Log-like on both sides of zero; linear between -constant and +constant.
            scaleType: 'symlog',
            constant: 10,
            tickInterval: [-10_000, -1_000, -100, -10, 0, 10, 100, 1_000, 10_000],
            valueFormatter: (value: number) => value.toLocaleString('en-US'),
            width: 60,
          },
        ]}
        series={[{ data: netChange, label: 'Net change (USD)' }]}
        grid={{ horizontal: true }}
        hideLegend
        height={320}
      />
    </Box>
  );
}
