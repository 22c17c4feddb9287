import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { storageTotal, storageUsage } from '../shared/storage';

const seriesId = 'storage';

export default function LegendCardPie() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);

  return (
    <Stack
      component="section"
      spacing={1.5}
      useFlexGap
      sx={{
        boxSizing: 'border-box',
        height: 360,
        maxWidth: 360,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: '12px',
      }}
    >
      <Box component="h3" sx={{ m: 0, fontSize: 14, fontWeight: 600, lineHeight: '24px' }}>
        Storage · {storageTotal} GB used
      </Box>
      <PieChart
        series={[
          {
            id: seriesId,
            data: storageUsage,
            innerRadius: '55%',
            paddingAngle: 1,
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (item) => `${item.value} GB`,
          },
        ]}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        hideLegend
        height={164}
      />
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', fontSize: 14 }}>
        {storageUsage.map((slice, index) => (
          <Stack
            component="li"
            key={slice.id}
            direction="row"
            spacing={1}
            useFlexGap
            onMouseEnter={() => setHighlighted({ seriesId, dataIndex: index })}
            onMouseLeave={() => setHighlighted(null)}
            sx={{
              height: 28,
              px: 1,
              alignItems: 'center',
              borderRadius: '4px',
              bgcolor: highlighted?.dataIndex === index ? 'action.hover' : 'transparent',
            }}
          >
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: slice.color }} />
            <Box sx={{ flexGrow: 1 }}>{slice.label}</Box>
            <Box sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
              {Math.round((slice.value / storageTotal) * 100)}%
            </Box>
          </Stack>
        ))}
      </Box>
    </Stack>
  );
}
