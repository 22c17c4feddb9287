import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { latestMix } from '../shared/energy';

const sources = [
  { id: 0, label: 'Wind', value: latestMix.wind },
  { id: 1, label: 'Solar', value: latestMix.solar },
  { id: 2, label: 'Hydro', value: latestMix.hydro },
  { id: 3, label: 'Gas', value: latestMix.gas },
  { id: 4, label: 'Coal', value: latestMix.coal },
];
const labels = sources.map((source) => source.label);
const colors = ['#0288d1', '#fbc02d', '#26a69a', '#8d6e63', '#455a64'];
const highlightScope = { highlight: 'item', fade: 'global' } as const;

export default function SyncHighlight() {
  // One state for both charts: they use the same series id and data order.
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>(null);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ width: '100%', height: 300 }}>
      <BarChart
        xAxis={[
          {
            scaleType: 'band',
            data: labels,
            colorMap: { type: 'ordinal', values: labels, colors },
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
        series={[
          {
            id: 'mix',
            data: sources.map((source) => source.value),
            label: 'Share of 2024 generation',
            highlightScope,
          },
        ]}
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        slotProps={{ tooltip: { trigger: 'item' } }}
        hideLegend
        height={300}
      />
      <PieChart
        colors={colors}
        series={[
          {
            id: 'mix',
            data: sources,
            innerRadius: 40,
            highlightScope,
            valueFormatter: (item) => `${item.value}%`,
          },
        ]}
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        hideLegend
        height={300}
      />
    </Stack>
  );
}
