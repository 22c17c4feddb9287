import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatUsd, salesByMonth } from '../shared/sales';

const channels = { online: 'Online', retail: 'Retail' } as const;

export default function BarClick() {
  const [message, setMessage] = React.useState('Click a bar, or anywhere in a month.');

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 360 }}>
      <Typography variant="body2" role="status" sx={{ minHeight: 40 }}>
        {message}
      </Typography>
      <BarChart
        dataset={salesByMonth}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ width: 56 }]}
        series={[
          { id: 'online', dataKey: 'online', label: channels.online },
          { id: 'retail', dataKey: 'retail', label: channels.retail },
        ]}
        onItemClick={(_event, item) => {
          const row = salesByMonth[item.dataIndex];
          const key = item.seriesId as keyof typeof channels;
          if (row) {
            setMessage(`Bar: ${channels[key]} revenue in ${row.month} was ${formatUsd(row[key])}.`);
          }
        }}
        onAxisClick={(_event, data) => {
          if (data) {
            const total = Object.values(data.seriesValues).reduce<number>(
              (sum, value) => sum + (value ?? 0),
              0,
            );
            setMessage(
              `Axis: ${data.axisValue} (index ${data.dataIndex}), both channels together ${formatUsd(total)}.`,
            );
          }
        }}
        height={300}
      />
    </Stack>
  );
}
