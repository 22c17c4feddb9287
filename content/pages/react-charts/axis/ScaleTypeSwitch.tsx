import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { activeUsers, quarters } from './appUsers';

type ContinuousScale = 'linear' | 'sqrt' | 'log';

const scaleTypes: ContinuousScale[] = ['linear', 'sqrt', 'log'];
// Ticks read 500K, 1M, 2.5M; the tooltip keeps the full figure.
const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });
const formatUsers = (value: number, context: AxisValueFormatterContext) =>
  context.location === 'tick' ? compact.format(value) : value.toLocaleString('en-US');

export default function ScaleTypeSwitch() {
  const [scaleType, setScaleType] = React.useState<ContinuousScale>('linear');

  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <TextField
        select
        size="small"
        label="y-axis scaleType"
        value={scaleType}
        onChange={(event) => setScaleType(event.target.value as ContinuousScale)}
        sx={{ minWidth: 180 }}
      >
        {scaleTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {type}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        xAxis={[{ scaleType: 'point', data: quarters }]}
        yAxis={[{ scaleType, width: 60, valueFormatter: formatUsers }]}
        series={[{ data: activeUsers, label: 'Monthly active users' }]}
        hideLegend
        height={300}
      />
    </Box>
  );
}
