import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { countries } from '../shared/countries';

export default function DatasetScatter() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <ScatterChart
        dataset={countries}
        xAxis={[{ label: 'GDP per capita (thousand USD)' }]}
        yAxis={[{ label: 'Life expectancy (years)', min: 50 }]}
        series={[
          {
            datasetKeys: { id: 'id', x: 'gdp', y: 'lifeExpectancy' },
            label: 'Countries',
            markerSize: 5,
          },
        ]}
        hideLegend
        height={320}
      />
    </Box>
  );
}
