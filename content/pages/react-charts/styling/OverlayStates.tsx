import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { climateNormals } from '../shared/climate';

type State = 'loaded' | 'loading' | 'empty';

const months = climateNormals.map((item) => item.month);
const rainfall = climateNormals.map((item) => item.precipitation);

export default function OverlayStates() {
  const [state, setState] = React.useState<State>('loading');

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 340 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={state}
        onChange={(_event, value: State | null) => value && setState(value)}
        aria-label="Data state"
      >
        <ToggleButton value="loaded">Loaded</ToggleButton>
        <ToggleButton value="loading">Loading</ToggleButton>
        <ToggleButton value="empty">No data</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        loading={state === 'loading'}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ min: 0, max: 80, label: 'Precipitation (mm)', width: 64 }]}
        series={state === 'loaded' ? [{ data: rainfall, label: 'Precipitation' }] : []}
        hideLegend
        height={290}
      />
    </Stack>
  );
}
