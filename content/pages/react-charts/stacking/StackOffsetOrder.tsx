import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType, StackOrderType } from '@mui/x-charts/models';
import { visitsBySource, weeks } from '../shared/traffic';

const offsets: StackOffsetType[] = ['none', 'expand', 'silhouette', 'wiggle', 'diverging'];
const orders: StackOrderType[] = [
  'none',
  'appearance',
  'ascending',
  'descending',
  'insideOut',
  'reverse',
];

export default function StackOffsetOrder() {
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('silhouette');
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('insideOut');
  const common = { area: true, stack: 'visits', showMark: false, stackOffset, stackOrder };

  return (
    <Stack spacing={2} sx={{ width: '100%', height: 400 }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="stackOffset"
          value={stackOffset}
          sx={{ minWidth: 160 }}
          onChange={(event) => setStackOffset(event.target.value as StackOffsetType)}
        >
          {offsets.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="stackOrder"
          value={stackOrder}
          sx={{ minWidth: 160 }}
          onChange={(event) => setStackOrder(event.target.value as StackOrderType)}
        >
          {orders.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <LineChart
        xAxis={[{ data: weeks, scaleType: 'point', valueFormatter: (week: number) => `W${week}` }]}
        yAxis={[{ width: 64 }]}
        series={[
          { ...common, data: visitsBySource.search, label: 'Search' },
          { ...common, data: visitsBySource.social, label: 'Social' },
          { ...common, data: visitsBySource.referral, label: 'Referral' },
        ]}
        height={330}
      />
    </Stack>
  );
}
