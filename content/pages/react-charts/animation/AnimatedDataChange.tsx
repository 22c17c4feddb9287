import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { months, reservoirYears, type ReservoirYear } from './reservoirLevels';

export default function AnimatedDataChange() {
  const [year, setYear] = React.useState<ReservoirYear>('wet');
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const levels = reservoirYears[year];

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 380 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={year}
          onChange={(_event, value: ReservoirYear | null) => value && setYear(value)}
          aria-label="Year"
        >
          <ToggleButton value="wet">Wet year</ToggleButton>
          <ToggleButton value="dry">Dry year</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
      </Stack>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
        series={[
          {
            id: 'north',
            label: 'North reservoir',
            data: levels.north,
            area: true,
            color: '#4e79a7',
          },
          { id: 'lake', label: 'Lake reservoir', data: levels.lake, color: '#59a14f' },
        ]}
        skipAnimation={skipAnimation}
        height={320}
      />
    </Stack>
  );
}
