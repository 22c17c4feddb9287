import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { solarCapacity } from '../shared/solar';

export default function LogScaleLine() {
  const [logScale, setLogScale] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 360 }}>
      <FormControlLabel
        control={
          <Switch checked={logScale} onChange={(event) => setLogScale(event.target.checked)} />
        }
        label="Logarithmic y-axis"
      />
      <LineChart
        dataset={solarCapacity}
        xAxis={[{ dataKey: 'year', valueFormatter: (year: number) => String(year) }]}
        yAxis={[{ scaleType: logScale ? 'log' : 'linear', label: 'Capacity (GW)' }]}
        series={[
          {
            dataKey: 'gigawatts',
            label: 'Installed solar capacity',
            valueFormatter: (value) =>
              value === null ? '' : `${value.toLocaleString('en-US')} GW`,
          },
        ]}
        hideLegend
        height={310}
      />
    </Stack>
  );
}
