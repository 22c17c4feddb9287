import Box from '@mui/material/Box';
import { FunnelChart, funnelSectionClasses } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps } from './checkoutFunnel';

export default function FunnelLabelStyling() {
  return (
    <Box sx={{ width: '100%', maxWidth: 560, height: 340 }}>
      <FunnelChart
        series={[
          {
            data: checkoutSteps,
            valueFormatter: (item) => `${Math.round(item.value / 100) / 10}k`,
          },
        ]}
        height={340}
        hideLegend
        sx={{
          [`& .${funnelSectionClasses.label}`]: {
            fill: '#ffffff',
            fontSize: 16,
            fontWeight: 700,
            textShadow: '0 1px 2px rgba(0, 0, 0, 0.45)',
          },
        }}
      />
    </Box>
  );
}
