import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

// Hourly river level at a gauging station during a flood, in meters.
const hours = Array.from({ length: 24 }, (_, hour) => hour);
const riverLevel = [
  2.1, 2.2, 2.4, 2.7, 3.1, 3.6, 4.2, 4.9, 5.6, 6.2, 6.7, 7.0, 7.1, 6.9, 6.5, 6.0, 5.4, 4.9, 4.4,
  4.0, 3.7, 3.4, 3.2, 3.0,
];

export default function LimitOverflow() {
  const [clip, setClip] = React.useState(true);
  // A clip path id must be unique in the page and valid inside `url(#...)`.
  const clipPathId = `river-clip-${React.useId().replace(/[^a-zA-Z0-9-]/g, '')}`;

  return (
    <Stack sx={{ width: '100%', height: 340 }}>
      <FormControlLabel
        control={<Switch checked={clip} onChange={(event) => setClip(event.target.checked)} />}
        label="Clip to the drawing area"
      />
      <ChartContainer
        xAxis={[{ data: hours, min: 0, max: 23, valueFormatter: (hour: number) => `${hour}:00` }]}
        // The axis stops at the flood warning level, so the crest goes past it.
        yAxis={[{ min: 0, max: 6, label: 'River level (m)' }]}
        series={[{ type: 'line', data: riverLevel, area: true, color: '#1f77b4' }]}
        height={290}
        margin={{ top: 40, right: 24 }}
      >
        <ChartsGrid horizontal />
        <g clipPath={clip ? `url(#${clipPathId})` : undefined}>
          <AreaPlot />
          <LinePlot />
        </g>
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsClipPath id={clipPathId} />
      </ChartContainer>
    </Stack>
  );
}
