import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { countryById, regionPoints, regions } from '../shared/countries';

export default function VoronoiScatter() {
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);
  const [radius, setRadius] = React.useState(40);

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 400 }}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableVoronoi}
              onChange={(event) => setDisableVoronoi(event.target.checked)}
            />
          }
          label="disableVoronoi"
        />
        <Typography id="voronoi-radius-label" variant="body2">
          voronoiMaxRadius: {radius} px
        </Typography>
        <Slider
          aria-labelledby="voronoi-radius-label"
          disabled={disableVoronoi}
          min={10}
          max={120}
          step={10}
          value={radius}
          onChange={(_event, value) => setRadius(value)}
          sx={{ width: 160 }}
        />
      </Stack>
      <ScatterChart
        xAxis={[{ label: 'GDP per capita (thousand USD)' }]}
        yAxis={[{ min: 50 }]}
        series={regions.map((region) => ({
          label: region,
          data: regionPoints(region),
          valueFormatter: (point) =>
            point ? `${countryById(point.id ?? '')?.name}: ${point.y} years` : '',
        }))}
        disableVoronoi={disableVoronoi}
        voronoiMaxRadius={radius}
        height={340}
      />
    </Stack>
  );
}
