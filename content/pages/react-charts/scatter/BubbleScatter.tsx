import Box from '@mui/material/Box';
import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import { countries, regionPoints, regions } from '../shared/countries';

const populationById = new Map(countries.map((country) => [country.id, country.population]));
const seriesData = new Map(regions.map((region) => [region, regionPoints(region)]));

// A circle whose area grows with the population of the country.
function PopulationMarker(props: ScatterMarkerProps) {
  const { seriesId, dataIndex, x, y, color, isFaded, isHighlighted, onClick } = props;
  const point = seriesData.get(seriesId as (typeof regions)[number])?.[dataIndex];
  const population = populationById.get(String(point?.id)) ?? 1;
  return (
    <circle
      cx={x}
      cy={y}
      r={3 + Math.sqrt(population) * 0.8}
      fill={color}
      fillOpacity={isFaded ? 0.15 : 0.55}
      stroke={color}
      strokeWidth={isHighlighted ? 2 : 1}
      onClick={onClick}
    />
  );
}

export default function BubbleScatter() {
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <ScatterChart
        xAxis={[{ scaleType: 'log', label: 'GDP per capita (thousand USD, log)' }]}
        yAxis={[{ min: 50, max: 90 }]}
        series={regions.map((region) => ({
          id: region,
          label: region,
          data: seriesData.get(region),
        }))}
        slots={{ marker: PopulationMarker }}
        height={320}
      />
    </Box>
  );
}
