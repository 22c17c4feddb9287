import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { energyLinks, energyNodes } from './energyFlows';

export default function SankeyClick() {
  const [message, setMessage] = React.useState('Click a node or a link.');

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 420 }}>
      <Typography variant="body2" aria-live="polite" sx={{ minHeight: 20 }}>
        {message}
      </Typography>
      <SankeyChart
        series={{ data: { nodes: energyNodes, links: energyLinks } }}
        onNodeClick={(_event, { node }) => {
          const share = node.sourceLinks.find((link) => link.target.id === 'Losses');
          setMessage(
            `${node.label}: ${node.value} TWh` +
              (share ? `, of which ${share.value} TWh are lost.` : '.'),
          );
        }}
        onLinkClick={(_event, { link }) => {
          setMessage(`${link.source.label} → ${link.target.label}: ${link.value} TWh`);
        }}
        margin={{ left: 10, right: 10 }}
        height={380}
      />
    </Stack>
  );
}
