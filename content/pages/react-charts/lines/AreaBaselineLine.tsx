import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { climateNormals } from '../shared/climate';

type Baseline = 'zero' | 'min' | 'max' | 'ten';
const baselines: Record<Baseline, number | 'min' | 'max'> = {
  zero: 0,
  min: 'min',
  max: 'max',
  ten: 10,
};
const labels: Record<Baseline, string> = {
  zero: '0 (default)',
  min: "'min'",
  max: "'max'",
  ten: '10',
};

export default function AreaBaselineLine() {
  const [baseline, setBaseline] = React.useState<Baseline>('ten');

  return (
    <Stack spacing={2} sx={{ width: '100%', height: 360 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={baseline}
        onChange={(_event, value: Baseline | null) => value && setBaseline(value)}
        aria-label="Area baseline"
      >
        {(Object.keys(baselines) as Baseline[]).map((key) => (
          <ToggleButton key={key} value={key} sx={{ textTransform: 'none' }}>
            {labels[key]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        dataset={climateNormals}
        xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
        yAxis={[{ min: 0, max: 25, width: 36 }]}
        series={[
          {
            dataKey: 'temperature',
            label: 'Mean temperature (°C)',
            area: true,
            baseline: baselines[baseline],
            showMark: false,
          },
        ]}
        hideLegend
        height={300}
      />
    </Stack>
  );
}
