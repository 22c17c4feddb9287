import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { FadeOptions, HighlightOptions } from '@mui/x-charts/context';
import { visitsBySource, weeks } from '../shared/traffic';

export default function SeriesHighlight() {
  const [highlight, setHighlight] = React.useState<HighlightOptions>('series');
  const [fade, setFade] = React.useState<FadeOptions>('global');
  const highlightScope = { highlight, fade };

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 400 }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as HighlightOptions)}
          sx={{ minWidth: 140 }}
        >
          {['none', 'item', 'series'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as FadeOptions)}
          sx={{ minWidth: 140 }}
        >
          {['none', 'series', 'global'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <LineChart
        xAxis={[{ data: weeks, scaleType: 'point', valueFormatter: (week: number) => `W${week}` }]}
        yAxis={[{ width: 56 }]}
        series={[
          {
            data: visitsBySource.search,
            label: 'Search',
            area: true,
            stack: 'visits',
            highlightScope,
          },
          {
            data: visitsBySource.social,
            label: 'Social',
            area: true,
            stack: 'visits',
            highlightScope,
          },
          {
            data: visitsBySource.referral,
            label: 'Referral',
            area: true,
            stack: 'visits',
            highlightScope,
          },
        ]}
        slotProps={{ tooltip: { trigger: 'item' } }}
        height={340}
      />
    </Stack>
  );
}
