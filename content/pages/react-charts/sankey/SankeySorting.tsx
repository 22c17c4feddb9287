import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  Unstable_SankeyChart as SankeyChart,
  type SankeyLayoutLink,
  type SankeyLayoutNode,
} from '@mui/x-charts-pro/SankeyChart';
import { budgetLinks } from './householdBudget';

// Largest first, in each column and at each node.
const byNodeValue = (a: SankeyLayoutNode, b: SankeyLayoutNode) => b.value - a.value;
const byLinkValue = (a: SankeyLayoutLink, b: SankeyLayoutLink) => b.value - a.value;

export default function SankeySorting() {
  const [sortNodes, setSortNodes] = React.useState(true);
  const [sortLinks, setSortLinks] = React.useState(false);

  return (
    <Stack sx={{ width: '100%', height: 420 }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch checked={sortNodes} onChange={(event) => setSortNodes(event.target.checked)} />
          }
          label="Sort nodes by value"
        />
        <FormControlLabel
          control={
            <Switch checked={sortLinks} onChange={(event) => setSortLinks(event.target.checked)} />
          }
          label="Sort links by value"
        />
      </Stack>
      <SankeyChart
        series={{
          data: { links: budgetLinks },
          nodeOptions: { sort: sortNodes ? byNodeValue : undefined },
          linkOptions: { sort: sortLinks ? byLinkValue : undefined },
        }}
        height={380}
      />
    </Stack>
  );
}
