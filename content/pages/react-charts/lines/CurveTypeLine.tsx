import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';
import { visitsBySource, weeks } from '../shared/traffic';

const curves: CurveType[] = ['linear', 'monotoneX', 'natural', 'step'];
const peak = Math.max(...visitsBySource.social);

export default function CurveTypeLine() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <Stack spacing={2} sx={{ width: '100%', height: 360 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={curve}
        onChange={(_event, newCurve: CurveType | null) => newCurve && setCurve(newCurve)}
        aria-label="Curve type"
      >
        {curves.map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        xAxis={[{ data: weeks, scaleType: 'point', valueFormatter: (week: number) => `W${week}` }]}
        yAxis={[{ width: 48 }]}
        series={[
          {
            data: visitsBySource.social,
            label: 'Social visits',
            curve,
            // Draw a mark on every other week, and always on the peak.
            showMark: ({ index, value }) => index % 2 === 0 || value === peak,
          },
        ]}
        hideLegend
        height={300}
      />
    </Stack>
  );
}
