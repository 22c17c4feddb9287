import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsTooltipContainer, useItemTooltip } from '@mui/x-charts/ChartsTooltip';
import type { ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';
import { countries, countryById } from '../shared/countries';

function CountryTooltip(props: ChartsTooltipProps) {
  const tooltip = useItemTooltip<'scatter'>();
  const id = tooltip?.value?.id;
  const country = id === undefined ? undefined : countryById(id);

  return (
    <ChartsTooltipContainer {...props} trigger="item">
      {country ? (
        <Paper elevation={3} sx={{ p: 1.5, minWidth: 180 }}>
          <Typography variant="subtitle2">{country.name}</Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {country.region}
          </Typography>
          <Typography variant="body2">GDP per person: ${country.gdp}K</Typography>
          <Typography variant="body2">Life expectancy: {country.lifeExpectancy} years</Typography>
          <Typography variant="body2">Population: {country.population} million</Typography>
        </Paper>
      ) : null}
    </ChartsTooltipContainer>
  );
}

export default function CustomItemTooltip() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <ScatterChart
        xAxis={[{ label: 'GDP per person (thousand USD)' }]}
        yAxis={[{ label: 'Life expectancy (years)', min: 50, width: 56 }]}
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
        slots={{ tooltip: CountryTooltip }}
        hideLegend
        height={340}
      />
    </Box>
  );
}
