import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOffsetType } from '@mui/x-charts/models';

// Monthly cash flow of a small shop, in thousands of dollars.
const cashFlow = [
  { month: 'Jan', sales: 48, services: 12, refunds: -4, costs: -38 },
  { month: 'Feb', sales: 44, services: 14, refunds: -3, costs: -41 },
  { month: 'Mar', sales: 53, services: 15, refunds: -6, costs: -40 },
  { month: 'Apr', sales: 57, services: 13, refunds: -5, costs: -44 },
  { month: 'May', sales: 61, services: 17, refunds: -4, costs: -47 },
  { month: 'Jun', sales: 66, services: 18, refunds: -7, costs: -49 },
];

const offsets: StackOffsetType[] = ['diverging', 'none'];
const keys = ['sales', 'services', 'refunds', 'costs'] as const;
const labels = { sales: 'Sales', services: 'Services', refunds: 'Refunds', costs: 'Costs' };
const formatThousands = (value: number) => `${value < 0 ? '−' : ''}$${Math.abs(value)}K`;

export default function StackOffsetBars() {
  const [offset, setOffset] = React.useState<StackOffsetType>('diverging');

  return (
    <Stack spacing={2} sx={{ width: '100%', height: 380 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={offset}
        onChange={(_event, value: StackOffsetType | null) => value && setOffset(value)}
        aria-label="Stack offset"
      >
        {offsets.map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        dataset={cashFlow}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ width: 60, valueFormatter: formatThousands }]}
        series={keys.map((key) => ({
          dataKey: key,
          label: labels[key],
          stack: 'cash',
          stackOffset: offset,
          valueFormatter: (value: number | null) => (value === null ? '' : formatThousands(value)),
        }))}
        grid={{ horizontal: true }}
        height={320}
      />
    </Stack>
  );
}
