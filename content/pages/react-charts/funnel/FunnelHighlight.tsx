import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps } from './checkoutFunnel';

type Fade = 'none' | 'global';

export default function FunnelHighlight() {
  const [fade, setFade] = React.useState<Fade>('global');

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 560, height: 400 }}>
      <TextField
        select
        size="small"
        label="highlightScope.fade"
        value={fade}
        onChange={(event) => setFade(event.target.value as Fade)}
        sx={{ width: 220 }}
      >
        <MenuItem value="none">none</MenuItem>
        <MenuItem value="global">global</MenuItem>
      </TextField>
      <FunnelChart
        series={[{ data: checkoutSteps, highlightScope: { highlight: 'item', fade } }]}
        hideLegend
        height={340}
      />
    </Stack>
  );
}
