import Box from '@mui/material/Box';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { budgetLinks } from './householdBudget';

export default function SankeyAutomaticNodes() {
  return (
    <Box sx={{ width: '100%', height: 380 }}>
      <SankeyChart series={{ data: { links: budgetLinks } }} height={380} />
    </Box>
  );
}
