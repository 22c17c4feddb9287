import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const stores = ['Lyon', 'Nantes', 'Lille', 'Bordeaux'];

export default function OverlayLocaleText() {
  const [loading, setLoading] = React.useState(false);

  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <FormControlLabel
        control={
          <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        }
        label="loading"
      />
      <BarChart
        xAxis={[{ data: stores }]}
        // No sales yet today: the chart shows its "no data" overlay.
        series={[{ data: [], label: 'Sales today' }]}
        loading={loading}
        localeText={{
          loading: 'Fetching today’s sales…',
          noData: 'No sales recorded yet today',
        }}
        height={230}
      />
    </Box>
  );
}
