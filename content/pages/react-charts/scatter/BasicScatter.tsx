import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { countries, regions } from '../shared/countries';

export default function BasicScatter() {
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <ScatterChart
        xAxis={[{ label: 'GDP per capita (thousand USD)' }]}
        yAxis={[{ label: 'Life expectancy (years)', min: 50 }]}
        series={regions.map((region) => ({
          label: region,
          // Each series reads its points from the dataset rows of one region.
          data: countries
            .filter((country) => country.region === region)
            .map((country) => ({ id: country.id, x: country.gdp, y: country.lifeExpectancy })),
          valueFormatter: (point) => {
            const country = countries.find((item) => item.id === point?.id);
            return point ? `${country?.name}: $${point.x}K, ${point.y} years` : '';
          },
        }))}
        height={320}
      />
    </Box>
  );
}
