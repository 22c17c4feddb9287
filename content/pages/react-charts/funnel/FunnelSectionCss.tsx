import Box from '@mui/material/Box';
import { FunnelChart, funnelSectionClasses } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps } from './checkoutFunnel';

// The biggest drop of the checkout happens between these two steps.
const leakySteps = [1, 2];

// One rule per leaky step, keyed by the section's index class.
const leakyStepStyles: Record<string, { fill: string; stroke: string; strokeWidth: number }> =
  Object.fromEntries(
    leakySteps.map((index) => [
      `& .${funnelSectionClasses.root}.MuiFunnelSection-data-index-${index}`,
      { fill: '#ef6c00', stroke: '#bf360c', strokeWidth: 2 },
    ]),
  );

export default function FunnelSectionCss() {
  return (
    <Box sx={{ width: '100%', maxWidth: 560, height: 340 }}>
      <FunnelChart
        series={[{ id: 'checkout', data: checkoutSteps }]}
        colors={['#90a4ae']}
        hideLegend
        height={340}
        sx={{
          [`& .${funnelSectionClasses.root}`]: { fill: '#cfd8dc' },
          ...leakyStepStyles,
          [`& .${funnelSectionClasses.label}`]: { fill: '#263238', fontWeight: 600 },
        }}
      />
    </Box>
  );
}
