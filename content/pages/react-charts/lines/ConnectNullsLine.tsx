import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// Hourly river level in centimeters; the gauge did not report at 04:00, 05:00 and 09:00.
const hours = Array.from({ length: 12 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
const level = [142, 145, 149, 154, null, null, 171, 174, 176, null, 173, 169];

export default function ConnectNullsLine() {
  const [connectNulls, setConnectNulls] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 340 }}>
      <FormControlLabel
        control={
          <Switch
            checked={connectNulls}
            onChange={(event) => setConnectNulls(event.target.checked)}
          />
        }
        label="connectNulls"
      />
      <LineChart
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: level,
            label: 'River level (cm)',
            area: true,
            connectNulls,
            valueFormatter: (value) => (value === null ? 'No reading' : `${value} cm`),
          },
        ]}
        hideLegend
        height={290}
      />
    </Stack>
  );
}
