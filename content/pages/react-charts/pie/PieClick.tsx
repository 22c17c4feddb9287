import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Share of orders per delivery option, last quarter.
const deliveries = [
  { id: 'standard', label: 'Standard', value: 6120 },
  { id: 'express', label: 'Express', value: 2480 },
  { id: 'pickup', label: 'Store pickup', value: 1730 },
  { id: 'locker', label: 'Parcel locker', value: 960 },
];
const total = deliveries.reduce((sum, item) => sum + item.value, 0);

export default function PieClick() {
  const [message, setMessage] = React.useState('Click a slice.');

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 320 }}>
      <Typography variant="body2" role="status" sx={{ minHeight: 24 }}>
        {message}
      </Typography>
      <PieChart
        series={[{ id: 'deliveries', data: deliveries, innerRadius: 40 }]}
        onItemClick={(_event, identifier, item) => {
          const label = deliveries[identifier.dataIndex]?.label;
          setMessage(
            `${label}: ${item.value.toLocaleString('en-US')} orders, ` +
              `${Math.round((item.value / total) * 100)}% (slice ${identifier.dataIndex} of series "${identifier.seriesId}").`,
          );
        }}
        height={280}
      />
    </Stack>
  );
}
