import Box from '@mui/material/Box';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { appCheckoutSteps, checkoutSteps } from './checkoutFunnel';

// The app's section labels sit right of its funnel: kept short so they fit on a phone too.
const count = (value: number) => value.toLocaleString('en-US');

export default function MultipleFunnels() {
  return (
    <Box sx={{ width: '100%', maxWidth: 600, height: 360 }}>
      <FunnelChart
        series={[
          {
            id: 'web',
            label: 'Website',
            data: checkoutSteps.map((step) => ({ ...step, color: '#90caf9', label: undefined })),
            valueFormatter: (item) => `Website: ${count(item.value)}`,
            sectionLabel: false,
          },
          {
            id: 'app',
            label: 'Mobile app',
            data: appCheckoutSteps.map((step) => ({ ...step, color: '#1565c0', label: undefined })),
            valueFormatter: (item) => `App: ${count(item.value)}`,
            sectionLabel: {
              position: { horizontal: 'end' },
              textAnchor: 'start',
              offset: { x: 8 },
            },
          },
        ]}
        categoryAxis={{
          categories: checkoutSteps.map((step) => step.label),
          position: 'left',
          size: 120,
        }}
        // Room on the right for those labels.
        margin={{ right: 64 }}
        hideLegend
        height={360}
      />
    </Box>
  );
}
