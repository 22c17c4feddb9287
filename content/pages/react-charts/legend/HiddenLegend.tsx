import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { visitsBySource, weeks } from '../shared/traffic';

export default function HiddenLegend() {
  const [hideLegend, setHideLegend] = React.useState(true);

  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <FormControlLabel
        control={
          <Switch checked={hideLegend} onChange={(event) => setHideLegend(event.target.checked)} />
        }
        label="hideLegend"
      />
      <LineChart
        xAxis={[{ data: weeks, valueFormatter: (week: number) => `W${week}`, tickMinStep: 1 }]}
        yAxis={[{ width: 55 }]}
        series={[
          { data: visitsBySource.search, label: 'Search' },
          { data: visitsBySource.social, label: 'Social' },
          { data: visitsBySource.referral, label: 'Referral' },
        ]}
        hideLegend={hideLegend}
        height={250}
      />
    </Box>
  );
}
