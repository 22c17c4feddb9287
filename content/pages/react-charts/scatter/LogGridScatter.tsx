import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { regionPoints, regions } from '../shared/countries';

export default function LogGridScatter() {
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <ScatterChart
        xAxis={[
          {
            scaleType: 'log',
            label: 'GDP per capita (thousand USD, log)',
            tickInterval: [1, 2, 5, 10, 20, 50, 100],
          },
        ]}
        yAxis={[{ label: 'Life expectancy (years)', min: 50 }]}
        series={regions.map((region) => ({ label: region, data: regionPoints(region) }))}
        grid={{ vertical: true, horizontal: true }}
        height={320}
      />
    </Box>
  );
}
