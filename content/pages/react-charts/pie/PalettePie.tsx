import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  bluePalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
  type ChartsColorPalette,
} from '@mui/x-charts/colorPalettes';

// Answers to "How satisfied are you with the new checkout?", 1,240 responses.
const answers = [
  { id: 'very', label: 'Very satisfied', value: 412 },
  { id: 'satisfied', label: 'Satisfied', value: 386 },
  { id: 'neutral', label: 'Neutral', value: 231 },
  { id: 'dissatisfied', label: 'Dissatisfied', value: 139 },
  { id: 'very-dissatisfied', label: 'Very dissatisfied', value: 72 },
];

const palettes: Record<string, ChartsColorPalette> = {
  rainbowSurgePalette,
  custom: ['#3949ab', '#5c6bc0', '#7986cb', '#9fa8da', '#c5cae9'],
  bluePalette,
  mangoFusionPalette,
  cheerfulFiestaPalette,
};

export default function PalettePie() {
  const [palette, setPalette] = React.useState('bluePalette');

  return (
    <Stack spacing={2} sx={{ width: '100%', height: 330 }}>
      <TextField
        select
        size="small"
        label="colors"
        value={palette}
        onChange={(event) => setPalette(event.target.value)}
        sx={{ width: 240 }}
      >
        {Object.keys(palettes).map((name) => (
          <MenuItem key={name} value={name}>
            {name === 'custom' ? 'An array of your own colors' : name}
          </MenuItem>
        ))}
      </TextField>
      <PieChart
        colors={palettes[palette]}
        series={[{ data: answers, innerRadius: 40, paddingAngle: 1 }]}
        height={260}
      />
    </Stack>
  );
}
