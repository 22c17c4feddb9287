import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { countries, regions } from '../shared/countries';

export default function ValueColors() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <ScatterChart
        xAxis={[{ label: 'GDP per person (thousand USD)' }]}
        yAxis={[{ label: 'Life expectancy (years)', min: 50, width: 56 }]}
        zAxis={[
          {
            colorMap: {
              type: 'ordinal',
              values: regions,
              colors: ['#1565c0', '#c62828', '#2e7d32', '#ef6c00'],
            },
          },
        ]}
        series={[
          {
            label: 'Countries',
            data: countries.map((country) => ({
              id: country.id,
              x: country.gdp,
              y: country.lifeExpectancy,
              z: country.region,
            })),
            valueFormatter: (value) => {
              const country = countries.find((item) => item.id === value?.id);
              return country ? `${country.name} (${country.region})` : '';
            },
          },
        ]}
        hideLegend
        height={340}
      />
    </Box>
  );
}
