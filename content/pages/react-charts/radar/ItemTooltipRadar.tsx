import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { laptopMetrics, laptopScores } from '../shared/laptops';

type Trigger = 'axis' | 'item';

export default function ItemTooltipRadar() {
  const [trigger, setTrigger] = React.useState<Trigger>('item');

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
      </ToggleButtonGroup>
      <RadarChart
        radar={{ metrics: laptopMetrics, max: 10 }}
        series={laptopScores.map((laptop) => ({
          ...laptop,
          fillArea: true,
          valueFormatter: (value: number | null) => `${value} / 10`,
        }))}
        highlight="series"
        // 'item': the tooltip lists every metric of the laptop under the pointer.
        slotProps={{ tooltip: { trigger } }}
        // Side margins keep the metric names inside the chart on a narrow screen.
        margin={{ left: 64, right: 64 }}
        height={320}
      />
    </Stack>
  );
}
