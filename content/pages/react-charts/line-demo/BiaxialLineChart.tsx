import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Policy interest rate (%) and yearly inflation (%) next to the exchange rate (USD per EUR),
// end of each quarter. Shaped like central bank statistics; illustrative values.
const quarters = [
  '22Q1',
  '22Q2',
  '22Q3',
  '22Q4',
  '23Q1',
  '23Q2',
  '23Q3',
  '23Q4',
  '24Q1',
  '24Q2',
  '24Q3',
  '24Q4',
];
const policyRate = [0, 0, 1.25, 2.5, 3.5, 4.0, 4.5, 4.5, 4.5, 4.25, 3.65, 3.15];
const exchangeRate = [1.11, 1.04, 0.98, 1.07, 1.09, 1.09, 1.06, 1.1, 1.08, 1.07, 1.11, 1.04];

export default function BiaxialLineChart() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: quarters }]}
        yAxis={[
          {
            id: 'rate',
            position: 'left',
            valueFormatter: (value: number) => `${value}%`,
            width: 44,
          },
          { id: 'fx', position: 'right', min: 0.9, max: 1.2, width: 44 },
        ]}
        series={[
          {
            data: policyRate,
            label: 'Policy rate',
            yAxisId: 'rate',
            curve: 'stepAfter',
            valueFormatter: (v) => `${v}%`,
          },
          {
            data: exchangeRate,
            label: 'USD per EUR',
            yAxisId: 'fx',
            valueFormatter: (v) => `$${v?.toFixed(2)}`,
          },
        ]}
        height={300}
      />
    </Box>
  );
}
