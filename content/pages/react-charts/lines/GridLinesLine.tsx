import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import { LineChart } from '@mui/x-charts/LineChart';

// Average daily hours of sunshine per month in a coastal town.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const sunshine = [4.1, 5.0, 6.2, 7.8, 9.1, 10.4, 11.2, 10.5, 8.6, 6.7, 4.8, 3.9];

export default function GridLinesLine() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 340 }}>
      <Stack direction="row">
        <FormControlLabel
          control={
            <Checkbox
              checked={horizontal}
              onChange={(event) => setHorizontal(event.target.checked)}
            />
          }
          label="horizontal"
        />
        <FormControlLabel
          control={
            <Checkbox checked={vertical} onChange={(event) => setVertical(event.target.checked)} />
          }
          label="vertical"
        />
      </Stack>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40, valueFormatter: (value: number) => `${value} h` }]}
        series={[{ data: sunshine, label: 'Sunshine per day', valueFormatter: (v) => `${v} h` }]}
        grid={{ horizontal, vertical }}
        hideLegend
        height={290}
      />
    </Stack>
  );
}
