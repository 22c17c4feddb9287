import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCompactUsd, formatUsd, salesByMonth } from '../shared/sales';

type Trigger = 'axis' | 'item' | 'none';

export default function TooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 380 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_event, value: Trigger | null) => value && setTrigger(value)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        dataset={salesByMonth}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ valueFormatter: formatCompactUsd, width: 56 }]}
        series={[
          { dataKey: 'online', label: 'Online', valueFormatter: formatUsd },
          { dataKey: 'retail', label: 'Retail', valueFormatter: formatUsd },
          { dataKey: 'wholesale', label: 'Wholesale', valueFormatter: formatUsd },
        ]}
        slotProps={{ tooltip: { trigger } }}
        height={330}
      />
    </Stack>
  );
}
