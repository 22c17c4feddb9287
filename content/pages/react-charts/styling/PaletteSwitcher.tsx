import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
} from '@mui/x-charts/colorPalettes';
import type { ChartsColorPalette } from '@mui/x-charts/colorPalettes';
import { electricityMix } from '../shared/energy';

const palettes: Record<string, ChartsColorPalette> = {
  rainbowSurge: rainbowSurgePalette,
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
};

export default function PaletteSwitcher() {
  const [palette, setPalette] = React.useState('rainbowSurge');

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 380 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={palette}
        onChange={(_event, value: string | null) => value && setPalette(value)}
        aria-label="Color palette"
      >
        {Object.keys(palettes).map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        colors={palettes[palette]}
        dataset={electricityMix}
        xAxis={[{ scaleType: 'band', dataKey: 'year' }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
        series={(['wind', 'solar', 'hydro', 'gas', 'coal'] as const).map((key) => ({
          dataKey: key,
          label: key[0]!.toUpperCase() + key.slice(1),
          stack: 'mix',
        }))}
        height={320}
      />
    </Stack>
  );
}
