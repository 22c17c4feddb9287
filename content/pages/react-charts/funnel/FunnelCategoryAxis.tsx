import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, formatVisitors } from './checkoutFunnel';

export default function FunnelCategoryAxis() {
  const [linear, setLinear] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 640, height: 400 }}>
      <FormControlLabel
        control={<Switch checked={linear} onChange={(event) => setLinear(event.target.checked)} />}
        label="scaleType: 'linear'"
      />
      <FunnelChart
        series={[{ data: checkoutSteps, valueFormatter: (item) => formatVisitors(item.value) }]}
        categoryAxis={{
          categories: checkoutSteps.map((step) => step.label),
          position: 'left',
          size: 120,
          scaleType: linear ? 'linear' : 'band',
        }}
        hideLegend
        height={350}
      />
    </Stack>
  );
}
