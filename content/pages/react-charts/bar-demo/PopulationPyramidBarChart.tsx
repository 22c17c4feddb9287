import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Population by age group and sex, in millions. Shaped like the World Population
// Prospects that the United Nations publishes; the values are illustrative.
const ageGroups = ['0-9', '10-19', '20-29', '30-39', '40-49', '50-59', '60-69', '70-79', '80+'];
const male = [3.9, 4.1, 4.6, 5.3, 5.1, 6.2, 5.0, 3.4, 1.6];
const female = [3.7, 3.9, 4.4, 5.1, 5.0, 6.1, 5.3, 4.0, 2.7];

const millions = (value: number | null) => (value === null ? '' : `${Math.abs(value)}M`);

export default function PopulationPyramidBarChart() {
  return (
    <Box sx={{ width: '100%', height: 380 }}>
      <BarChart
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: ageGroups, width: 48, categoryGapRatio: 0.1 }]}
        xAxis={[{ valueFormatter: (value: number) => `${Math.abs(value)}M` }]}
        // Men are drawn as negative values so their bars grow to the left.
        series={[
          {
            data: male.map((value) => -value),
            label: 'Male',
            stack: 'population',
            color: '#1e88e5',
            valueFormatter: millions,
          },
          {
            data: female,
            label: 'Female',
            stack: 'population',
            color: '#e91e63',
            valueFormatter: millions,
          },
        ]}
        grid={{ vertical: true }}
        height={340}
      />
    </Box>
  );
}
