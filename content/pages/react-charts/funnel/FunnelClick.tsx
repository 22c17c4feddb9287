import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps, formatVisitors } from './checkoutFunnel';

export default function FunnelClick() {
  const [dataIndex, setDataIndex] = React.useState<number | null>(null);
  const step = dataIndex === null ? null : checkoutSteps[dataIndex];
  const previous = dataIndex ? checkoutSteps[dataIndex - 1] : null;

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 560, height: 360 }}>
      <Typography variant="body2" aria-live="polite" sx={{ minHeight: 24 }}>
        {step
          ? `${step.label}: ${formatVisitors(step.value)}` +
            (previous
              ? `, ${Math.round((step.value / previous.value) * 100)}% of the step before`
              : '')
          : 'Click a section to see how many visitors kept going.'}
      </Typography>
      <FunnelChart
        series={[{ data: checkoutSteps, valueFormatter: (item) => formatVisitors(item.value) }]}
        onItemClick={(_event, item) => setDataIndex(item.dataIndex)}
        hideLegend
        height={320}
      />
    </Stack>
  );
}
