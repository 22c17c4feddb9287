import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';
import { storageUsage, storageTotal } from '../shared/storage';

export default function LegendClick() {
  const [clicked, setClicked] = React.useState<SeriesLegendItemContext | null>(null);
  const slice = storageUsage.find((item) => item.id === clicked?.itemId);

  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <Typography variant="body2" role="status" sx={{ minHeight: 24 }}>
        {slice
          ? `${slice.label}: ${slice.value} GB, ${Math.round((slice.value / storageTotal) * 100)}% of the space used`
          : 'Click a legend item.'}
      </Typography>
      <PieChart
        series={[{ data: storageUsage, innerRadius: 50 }]}
        slotProps={{
          legend: {
            onItemClick: (
              _event: React.MouseEvent<HTMLButtonElement>,
              legendItem: SeriesLegendItemContext,
            ) => setClicked(legendItem),
          },
        }}
        height={270}
      />
    </Box>
  );
}
