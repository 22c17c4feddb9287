import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { demand2024, formatDemandDay } from '../shared/zoomPowerDemand';

type ShowTooltip = 'hover' | 'always' | 'never';
const january = demand2024.slice(0, 31);

export default function ZoomSlider() {
  const [showTooltip, setShowTooltip] = React.useState<ShowTooltip>('always');

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 380 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={showTooltip}
        onChange={(_event, value: ShowTooltip | null) => value && setShowTooltip(value)}
        aria-label="Slider tooltip"
      >
        <ToggleButton value="hover">hover</ToggleButton>
        <ToggleButton value="always">always</ToggleButton>
        <ToggleButton value="never">never</ToggleButton>
      </ToggleButtonGroup>
      <BarChartPro
        dataset={january}
        xAxis={[
          {
            id: 'days',
            scaleType: 'band',
            dataKey: 'date',
            valueFormatter: formatDemandDay,
            zoom: { slider: { enabled: true, showTooltip } },
          },
        ]}
        yAxis={[{ label: 'GWh', width: 64 }]}
        series={[{ dataKey: 'demand', label: 'Demand, January 2024' }]}
        initialZoom={[{ axisId: 'days', start: 20, end: 60 }]}
        hideLegend
        height={330}
      />
    </Stack>
  );
}
