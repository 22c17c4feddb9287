import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { visitsBySource, weeks } from '../shared/traffic';

const sources = ['search', 'social', 'referral'] as const;
const labels = { search: 'Search', social: 'Social', referral: 'Referral' };

export default function LineAnimation() {
  const [sourceIndex, setSourceIndex] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const source = sources[sourceIndex % sources.length] ?? 'search';

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 360 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setSourceIndex((index) => index + 1)}
        >
          Next source
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
      </Stack>
      <LineChart
        xAxis={[{ data: weeks, scaleType: 'point', valueFormatter: (week: number) => `W${week}` }]}
        yAxis={[{ min: 0, max: 14000, width: 56 }]}
        series={[{ data: visitsBySource[source], label: `${labels[source]} visits`, area: true }]}
        skipAnimation={skipAnimation}
        height={310}
      />
    </Stack>
  );
}
