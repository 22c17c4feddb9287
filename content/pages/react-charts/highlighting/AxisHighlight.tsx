import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsAxisHighlightType } from '@mui/x-charts/ChartsAxisHighlight';
import { climateNormals } from '../shared/climate';

const options: ChartsAxisHighlightType[] = ['none', 'line', 'band'];

export default function AxisHighlight() {
  const [x, setX] = React.useState<ChartsAxisHighlightType>('band');
  const [y, setY] = React.useState<ChartsAxisHighlightType>('line');

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 380 }}>
      <Stack direction="row" spacing={2}>
        {(
          [
            ['axisHighlight.x', x, setX],
            ['axisHighlight.y', y, setY],
          ] as const
        ).map(([label, value, setValue]) => (
          <TextField
            key={label}
            select
            size="small"
            label={label}
            value={value}
            onChange={(event) => setValue(event.target.value as ChartsAxisHighlightType)}
            sx={{ minWidth: 160 }}
          >
            {options.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      <BarChart
        dataset={climateNormals}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ label: 'Precipitation (mm)', width: 64 }]}
        series={[
          { dataKey: 'precipitation', label: 'Precipitation', valueFormatter: (v) => `${v} mm` },
        ]}
        axisHighlight={{ x, y }}
        hideLegend
        height={320}
      />
    </Stack>
  );
}
