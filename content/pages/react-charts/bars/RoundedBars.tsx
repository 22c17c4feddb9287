import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Support tickets closed per weekday, split by channel.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const email = [34, 41, 38, 45, 29];
const chat = [22, 27, 31, 26, 35];

export default function RoundedBars() {
  const [radius, setRadius] = React.useState(8);

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 380 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 360 }}>
        <Typography id="bar-radius-label" variant="body2" sx={{ flexShrink: 0 }}>
          borderRadius: {radius}
        </Typography>
        <Slider
          aria-labelledby="bar-radius-label"
          value={radius}
          min={0}
          max={20}
          onChange={(_event, value) => setRadius(value as number)}
        />
      </Stack>
      <BarChart
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: email, label: 'Email', stack: 'tickets' },
          { data: chat, label: 'Chat', stack: 'tickets' },
        ]}
        borderRadius={radius}
        height={320}
      />
    </Stack>
  );
}
