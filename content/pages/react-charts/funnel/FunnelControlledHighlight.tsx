import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { FunnelChart, type FunnelChartProps } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps } from './checkoutFunnel';

type Highlighted = FunnelChartProps['highlightedItem'];

export default function FunnelControlledHighlight() {
  const [highlighted, setHighlighted] = React.useState<Highlighted>(null);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%', height: 360 }}>
      <Stack spacing={0.5} role="group" aria-label="Highlight a step" sx={{ minWidth: 170 }}>
        {checkoutSteps.map((step, dataIndex) => (
          <Button
            key={step.label}
            size="small"
            variant={highlighted?.dataIndex === dataIndex ? 'contained' : 'outlined'}
            onClick={() => setHighlighted({ seriesId: 'checkout', dataIndex })}
          >
            {step.label}
          </Button>
        ))}
        <Button size="small" onClick={() => setHighlighted(null)}>
          Clear
        </Button>
      </Stack>
      <FunnelChart
        series={[
          {
            id: 'checkout',
            data: checkoutSteps,
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        // The buttons and the pointer both move the highlight.
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        hideLegend
        height={340}
      />
    </Stack>
  );
}
