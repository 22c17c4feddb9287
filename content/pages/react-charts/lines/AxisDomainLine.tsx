import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { aprilHighs } from '../shared/weather';

type DomainLimit = 'nice' | 'strict';
const days = aprilHighs.map((_, index) => index + 1);

export default function AxisDomainLine() {
  const [domainLimit, setDomainLimit] = React.useState<DomainLimit>('nice');

  return (
    <Stack spacing={2} sx={{ width: '100%', height: 360 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={domainLimit}
        onChange={(_event, value: DomainLimit | null) => value && setDomainLimit(value)}
        aria-label="Domain limit of both axes"
      >
        <ToggleButton value="nice" sx={{ textTransform: 'none' }}>
          nice
        </ToggleButton>
        <ToggleButton value="strict" sx={{ textTransform: 'none' }}>
          strict
        </ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        xAxis={[{ data: days, domainLimit, valueFormatter: (day: number) => `Apr ${day}` }]}
        yAxis={[{ domainLimit, width: 40 }]}
        series={[
          {
            data: aprilHighs.map((day) => day.high),
            label: 'Daily high (°C)',
            curve: 'linear',
          },
        ]}
        grid={{ horizontal: true, vertical: true }}
        hideLegend
        height={300}
      />
    </Stack>
  );
}
