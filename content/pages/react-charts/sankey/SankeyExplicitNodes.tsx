import Box from '@mui/material/Box';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { energyLinks, energyNodes } from './energyFlows';

export default function SankeyExplicitNodes() {
  return (
    <Box sx={{ width: '100%', height: 420 }}>
      <SankeyChart
        series={{ data: { nodes: energyNodes, links: energyLinks } }}
        margin={{ left: 10, right: 10 }}
        height={420}
      />
    </Box>
  );
}
