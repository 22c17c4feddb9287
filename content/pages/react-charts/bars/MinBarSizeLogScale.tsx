import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

// Weekly downloads of one library, per major version still in use.
const downloadsByVersion = [
  { version: 'v8', downloads: 1_284_000 },
  { version: 'v7', downloads: 412_000 },
  { version: 'v6', downloads: 96_500 },
  { version: 'v5', downloads: 8_300 },
  { version: 'v4', downloads: 640 },
  { version: 'v3', downloads: 45 },
];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function MinBarSizeLogScale() {
  const [logScale, setLogScale] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 360 }}>
      <FormControlLabel
        control={
          <Switch checked={logScale} onChange={(event) => setLogScale(event.target.checked)} />
        }
        label="Symmetric log scale"
      />
      <BarChart
        dataset={downloadsByVersion}
        xAxis={[{ scaleType: 'band', dataKey: 'version' }]}
        yAxis={[
          logScale
            ? { scaleType: 'symlog', valueFormatter: (value: number) => compact.format(value) }
            : { scaleType: 'linear', valueFormatter: (value: number) => compact.format(value) },
        ]}
        series={[
          {
            dataKey: 'downloads',
            label: 'Weekly downloads',
            minBarSize: 6,
            valueFormatter: (value) => (value === null ? '' : value.toLocaleString('en-US')),
          },
        ]}
        hideLegend
        height={310}
      />
    </Stack>
  );
}
