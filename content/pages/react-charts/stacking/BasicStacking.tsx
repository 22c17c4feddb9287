import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { electricityMix } from '../shared/energy';

const percent = (value: number | null) => (value === null ? '' : `${value.toFixed(1)}%`);

export default function BasicStacking() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <BarChart
        dataset={electricityMix}
        xAxis={[{ scaleType: 'band', dataKey: 'year' }]}
        yAxis={[{ max: 100, valueFormatter: (value: number) => `${value}%`, width: 44 }]}
        // Two stacks per year: renewable sources and fossil sources.
        series={[
          { dataKey: 'wind', label: 'Wind', stack: 'renewable', valueFormatter: percent },
          { dataKey: 'solar', label: 'Solar', stack: 'renewable', valueFormatter: percent },
          { dataKey: 'hydro', label: 'Hydro', stack: 'renewable', valueFormatter: percent },
          { dataKey: 'gas', label: 'Gas', stack: 'fossil', valueFormatter: percent },
          { dataKey: 'coal', label: 'Coal', stack: 'fossil', valueFormatter: percent },
        ]}
        height={300}
      />
    </Box>
  );
}
