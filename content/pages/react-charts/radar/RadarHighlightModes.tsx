import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { laptopMetrics, laptopScores } from '../shared/laptops';

type Highlight = 'axis' | 'series' | 'none';

export default function RadarHighlightModes() {
  const [highlight, setHighlight] = React.useState<Highlight>('series');

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 390 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlight}
        onChange={(_event, value: Highlight | null) => value && setHighlight(value)}
        aria-label="Highlight mode"
      >
        {(['axis', 'series', 'none'] as const).map((mode) => (
          <ToggleButton key={mode} value={mode} sx={{ textTransform: 'none' }}>
            {mode}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <RadarChart
        radar={{ metrics: laptopMetrics, max: 10 }}
        series={laptopScores.map((laptop) => ({ ...laptop, fillArea: true }))}
        highlight={highlight}
        // Side margins keep the metric names inside the chart on a narrow screen.
        margin={{ left: 64, right: 64 }}
        height={300}
      />
    </Stack>
  );
}
