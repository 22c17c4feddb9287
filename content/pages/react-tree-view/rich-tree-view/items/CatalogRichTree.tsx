import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const categories: TreeViewBaseItem[] = [
  {
    id: 'outdoor',
    label: 'Outdoor',
    children: [
      { id: 'tents', label: 'Tents' },
      { id: 'sleeping-bags', label: 'Sleeping bags' },
      { id: 'stoves', label: 'Camping stoves' },
    ],
  },
  {
    id: 'cycling',
    label: 'Cycling',
    children: [
      { id: 'helmets', label: 'Helmets' },
      { id: 'lights', label: 'Bike lights' },
    ],
  },
  { id: 'running', label: 'Running' },
];

export default function CatalogRichTree() {
  const [selectedItem, setSelectedItem] = React.useState<string | null>('tents');

  return (
    <Box sx={{ height: 300, maxWidth: 320 }}>
      <RichTreeView
        aria-label="Product categories"
        items={categories}
        defaultExpandedItems={['outdoor']}
        selectedItems={selectedItem}
        onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Selected category id: {selectedItem ?? 'none'}
      </Typography>
    </Box>
  );
}
