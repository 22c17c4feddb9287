import Box from '@mui/material/Box';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps } from './checkoutFunnel';

const first = checkoutSteps[0]?.value ?? 1;

export default function FunnelSectionLabels() {
  return (
    <Box sx={{ width: '100%', maxWidth: 560, height: 340 }}>
      <FunnelChart
        series={[
          {
            data: checkoutSteps,
            // The value formatter writes both the tooltip and the section label.
            valueFormatter: (item) => `${((item.value / first) * 100).toFixed(1)}%`,
            // Hide the label of the sections that are too narrow for it.
            sectionLabel: (item) => (item.dataIndex >= 3 ? false : {}),
          },
        ]}
        height={340}
        hideLegend
      />
    </Box>
  );
}
