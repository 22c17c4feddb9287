import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { countries } from '../shared/countries';

export default function ColorScaleScatter() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <ScatterChart
        xAxis={[{ label: 'GDP per capita (thousand USD)' }]}
        yAxis={[{ label: 'Life expectancy (years)', min: 50 }]}
        // The z values of the points pick their color: below 65, 65 to 75, and above 75 years.
        zAxis={[
          {
            colorMap: {
              type: 'piecewise',
              thresholds: [65, 75],
              colors: ['#d32f2f', '#f9a825', '#2e7d32'],
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
              z: country.lifeExpectancy,
            })),
            markerSize: 6,
          },
        ]}
        hideLegend
        height={320}
      />
    </Box>
  );
}
