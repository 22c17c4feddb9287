import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { storageTotal, storageUsage } from '../shared/storage';

export default function ControlledItemHighlight() {
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>(null);

  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%', height: 280, alignItems: 'center' }}>
      <List dense aria-label="Storage categories" sx={{ width: 220, flexShrink: 0 }}>
        {storageUsage.map((slice, index) => (
          // Each button in its own list item: a list holds items only.
          <ListItem key={slice.id} disablePadding>
            <ListItemButton
              selected={highlightedItem?.dataIndex === index}
              onMouseEnter={() => setHighlightedItem({ seriesId: 'storage', dataIndex: index })}
              onFocus={() => setHighlightedItem({ seriesId: 'storage', dataIndex: index })}
              onMouseLeave={() => setHighlightedItem(null)}
              onBlur={() => setHighlightedItem(null)}
            >
              <ListItemText
                primary={slice.label}
                secondary={`${slice.value} GB, ${Math.round((slice.value / storageTotal) * 100)}%`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <PieChart
        series={[
          {
            id: 'storage',
            data: storageUsage,
            innerRadius: 50,
            highlightScope: { highlight: 'item', fade: 'global' },
            highlighted: { additionalRadius: 6 },
            faded: { additionalRadius: -6, color: 'gray' },
          },
        ]}
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        hideLegend
        height={260}
      />
    </Stack>
  );
}
