import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { countries } from '../shared/countries';

// Least-squares fit of life expectancy against the logarithm of GDP per capita.
const logGdp = countries.map((country) => Math.log10(country.gdp));
const meanX = logGdp.reduce((sum, value) => sum + value, 0) / countries.length;
const meanY =
  countries.reduce((sum, country) => sum + country.lifeExpectancy, 0) / countries.length;
const slope =
  countries.reduce(
    (sum, country, index) => sum + (logGdp[index]! - meanX) * (country.lifeExpectancy - meanY),
    0,
  ) / logGdp.reduce((sum, value) => sum + (value - meanX) ** 2, 0);
const predict = (gdp: number) => meanY + slope * (Math.log10(gdp) - meanX);

function TrendLine() {
  const xScale = useXScale<'log'>();
  const yScale = useYScale<'linear'>();
  const gdpValues = [1, 2, 5, 10, 20, 50, 90];
  const path = gdpValues
    .map((gdp, index) => `${index === 0 ? 'M' : 'L'} ${xScale(gdp)} ${yScale(predict(gdp))}`)
    .join(' ');
  return <path d={path} fill="none" stroke="#616161" strokeWidth={2} strokeDasharray="6 4" />;
}

export default function TrendLineScatter() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <ScatterChart
        xAxis={[{ scaleType: 'log', min: 1, max: 90, label: 'GDP per capita (thousand USD, log)' }]}
        yAxis={[{ min: 50, max: 90 }]}
        series={[
          {
            label: 'Countries',
            data: countries.map((country) => ({
              id: country.id,
              x: country.gdp,
              y: country.lifeExpectancy,
            })),
          },
        ]}
        hideLegend
        height={320}
      >
        <TrendLine />
      </ScatterChart>
    </Box>
  );
}
