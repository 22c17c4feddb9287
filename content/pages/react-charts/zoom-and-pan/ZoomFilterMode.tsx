import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { demand2024, formatDemandDay } from '../shared/zoomPowerDemand';

type FilterMode = 'keep' | 'discard';

export default function ZoomFilterMode() {
  const [filterMode, setFilterMode] = React.useState<FilterMode>('discard');

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 360 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterMode}
        onChange={(_event, value: FilterMode | null) => value && setFilterMode(value)}
        aria-label="filterMode of the x-axis"
      >
        <ToggleButton value="keep">keep</ToggleButton>
        <ToggleButton value="discard">discard</ToggleButton>
      </ToggleButtonGroup>
      <LineChartPro
        dataset={demand2024}
        xAxis={[
          {
            id: 'days',
            dataKey: 'date',
            scaleType: 'time',
            valueFormatter: formatDemandDay,
            zoom: { filterMode },
          },
        ]}
        yAxis={[{ label: 'GWh per day', width: 64 }]}
        series={[{ dataKey: 'demand', label: 'Electricity demand', showMark: false }]}
        initialZoom={[{ axisId: 'days', start: 45, end: 62 }]}
        hideLegend
        height={310}
      />
    </Stack>
  );
}
