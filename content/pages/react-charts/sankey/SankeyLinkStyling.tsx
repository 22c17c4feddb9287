import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { budgetLinks } from './householdBudget';

// Links into savings get their own color; the others use the default link color below.
const savingsColor = '#2e7d32';
const coloredLinks = budgetLinks.map((link) =>
  link.target === 'Savings' || link.source === 'Savings' ? { ...link, color: savingsColor } : link,
);

export default function SankeyLinkStyling() {
  const [showValues, setShowValues] = React.useState(true);

  return (
    <Stack sx={{ width: '100%', height: 420 }}>
      <FormControlLabel
        control={
          <Switch checked={showValues} onChange={(event) => setShowValues(event.target.checked)} />
        }
        label="showValues"
      />
      <SankeyChart
        series={{
          data: { links: coloredLinks },
          linkOptions: { color: '#90a4ae', opacity: 0.6, showValues },
          nodeOptions: { color: '#455a64' },
        }}
        height={380}
      />
    </Stack>
  );
}
