import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { countries } from '../shared/countries';

export default function SimpleScatterChart() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <ScatterChart
        xAxis={[{ label: 'GDP per capita (thousand USD)' }]}
        yAxis={[{ label: 'Life expectancy (years)', min: 50 }]}
        series={[
          {
            label: 'Countries',
            data: countries.map((country) => ({
              id: country.id,
              x: country.gdp,
              y: country.lifeExpectancy,
            })),
            valueFormatter: (point) =>
              point
                ? `${countries.find((country) => country.id === point.id)?.name}: ${point.y} years`
                : '',
          },
        ]}
        grid={{ horizontal: true }}
        hideLegend
        height={320}
      />
    </Box>
  );
}
