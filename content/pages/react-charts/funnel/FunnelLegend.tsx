import Box from '@mui/material/Box';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Job applications for one opening, from the first screen to the signed offer.
const hiringSteps = [
  { label: 'Applied', value: 412 },
  { label: 'Phone screen', value: 96 },
  { label: 'Technical interview', value: 31 },
  { label: 'Final interview', value: 9 },
  { label: 'Offer signed', value: 2 },
];

export default function FunnelLegend() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <FunnelChart
        series={[{ data: hiringSteps, layout: 'horizontal', sectionLabel: false }]}
        slotProps={{
          legend: { position: { vertical: 'middle', horizontal: 'end' }, direction: 'vertical' },
        }}
        height={300}
      />
    </Box>
  );
}
