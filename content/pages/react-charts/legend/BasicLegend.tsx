import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { electricityMix } from '../shared/energy';

export default function BasicLegend() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <BarChart
        dataset={electricityMix}
        xAxis={[{ dataKey: 'year' }]}
        yAxis={[{ max: 100, valueFormatter: (value: number) => `${value}%` }]}
        // Each series with a label gets a legend entry.
        series={[
          { dataKey: 'wind', label: 'Wind', stack: 'mix' },
          { dataKey: 'solar', label: 'Solar', stack: 'mix' },
          { dataKey: 'hydro', label: 'Hydro', stack: 'mix' },
          { dataKey: 'gas', label: 'Gas', stack: 'mix' },
          { dataKey: 'coal', label: 'Coal', stack: 'mix' },
        ]}
        height={280}
      />
    </Box>
  );
}
