import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

// Visitors per day of the week at a museum, for three consecutive weeks.
const weeks = [
  { label: 'Week 14', visitors: [0, 1840, 1720, 1960, 2310, 3420, 3980] },
  { label: 'Week 15', visitors: [0, 1610, 1990, 2140, 2480, 3890, 4410] },
  { label: 'Week 16', visitors: [0, 2050, 1880, 1790, 2620, 3110, 3570] },
];
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function BarAnimation() {
  const [weekIndex, setWeekIndex] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const week = weeks[weekIndex] ?? weeks[0]!;

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 360 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setWeekIndex((index) => (index + 1) % weeks.length)}
        >
          Show next week
        </Button>
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
      <BarChart
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ max: 5000, width: 48 }]}
        series={[{ data: week.visitors, label: `Visitors, ${week.label}` }]}
        skipAnimation={skipAnimation}
        height={310}
      />
    </Stack>
  );
}
