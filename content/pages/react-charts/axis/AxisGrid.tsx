import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { regionPoints, regions } from '../shared/countries';

export default function AxisGrid() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(true);

  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={horizontal}
              onChange={(event) => setHorizontal(event.target.checked)}
            />
          }
          label="horizontal"
        />
        <FormControlLabel
          control={
            <Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />
          }
          label="vertical"
        />
      </Stack>
      <ScatterChart
        xAxis={[{ label: 'GDP per capita (thousand USD)' }]}
        yAxis={[{ label: 'Life expectancy (years)', min: 50 }]}
        series={regions.map((region) => ({ label: region, data: regionPoints(region) }))}
        grid={{ horizontal, vertical }}
        height={280}
      />
    </Box>
  );
}
