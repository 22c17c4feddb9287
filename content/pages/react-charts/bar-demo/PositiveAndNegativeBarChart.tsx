import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Quarter-on-quarter GDP growth, in percent. Shaped like the quarterly national
// accounts that the OECD publishes; the values are illustrative.
const growth = [
  { quarter: '2022 Q1', gdp: 0.6 },
  { quarter: '2022 Q2', gdp: 0.4 },
  { quarter: '2022 Q3', gdp: -0.1 },
  { quarter: '2022 Q4', gdp: -0.3 },
  { quarter: '2023 Q1', gdp: 0.1 },
  { quarter: '2023 Q2', gdp: 0.2 },
  { quarter: '2023 Q3', gdp: -0.2 },
  { quarter: '2023 Q4', gdp: 0.3 },
  { quarter: '2024 Q1', gdp: 0.5 },
  { quarter: '2024 Q2', gdp: 0.2 },
];

export default function PositiveAndNegativeBarChart() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        dataset={growth}
        xAxis={[{ scaleType: 'band', dataKey: 'quarter', tickLabelStyle: { fontSize: 11 } }]}
        yAxis={[
          {
            valueFormatter: (value: number) => `${value}%`,
            width: 48,
            colorMap: { type: 'piecewise', thresholds: [0], colors: ['#c62828', '#2e7d32'] },
          },
        ]}
        series={[{ dataKey: 'gdp', label: 'GDP growth', valueFormatter: (value) => `${value}%` }]}
        grid={{ horizontal: true }}
        hideLegend
        height={300}
      />
    </Box>
  );
}
