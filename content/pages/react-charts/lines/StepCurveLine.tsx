import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// Price of a monthly plan, in euros, from January to June: it changes twice.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const price = [12, 12, 15, 15, 15, 18];

export default function StepCurveLine() {
  const [strict, setStrict] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 340 }}>
      <FormControlLabel
        control={<Switch checked={strict} onChange={(event) => setStrict(event.target.checked)} />}
        label="strictStepCurve"
      />
      <LineChart
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ min: 0, width: 40, valueFormatter: (value: number) => `${value} €` }]}
        series={[
          {
            data: price,
            label: 'Plan price',
            curve: 'stepAfter',
            strictStepCurve: strict,
            area: true,
            valueFormatter: (value) => `${value} €`,
          },
        ]}
        hideLegend
        height={290}
      />
    </Stack>
  );
}
