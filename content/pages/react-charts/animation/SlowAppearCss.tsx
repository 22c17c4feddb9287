import * as React from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import { months, reservoirYears } from './reservoirLevels';

const durations = ['300ms', '1s', '2.5s'];

export default function SlowAppearCss() {
  const [duration, setDuration] = React.useState('1s');
  // Changing the key mounts a new chart, which plays the appear animation again.
  const [run, setRun] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 380 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Appear duration"
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
          sx={{ width: 180 }}
        >
          {durations.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" size="small" onClick={() => setRun((count) => count + 1)}>
          Replay
        </Button>
      </Stack>
      <LineChart
        key={run}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
        series={[
          { label: 'North reservoir', data: reservoirYears.dry.north, area: true, showMark: false },
        ]}
        height={320}
        sx={{
          '& .MuiAppearingMask-animate': {
            animationDuration: duration,
            animationTimingFunction: 'ease-out',
          },
        }}
      />
    </Stack>
  );
}
