import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Monthly balance of a household budget (income minus spending, in dollars). Illustrative.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const balance = [420, 310, -180, 260, 540, -90, -640, -320, 380, 450, 210, -510];

export default function AreaChartFillByValue() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          {
            width: 60,
            // Green above zero, red below: the line and the area switch color at 0.
            colorMap: { type: 'piecewise', thresholds: [0], colors: ['#c62828', '#2e7d32'] },
          },
        ]}
        series={[
          {
            data: balance,
            label: 'Monthly balance',
            area: true,
            showMark: false,
            curve: 'linear',
            valueFormatter: (value) =>
              value === null ? '' : `${value < 0 ? '−' : '+'}$${Math.abs(value)}`,
          },
        ]}
        hideLegend
        height={300}
      />
    </Box>
  );
}
