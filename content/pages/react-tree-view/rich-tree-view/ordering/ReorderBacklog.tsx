import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { backlog, epicIds, type BacklogItem } from './backlog';
import { moveItem, type TreePosition } from './moveItem';

type Move = { itemId: string; oldPosition: TreePosition; newPosition: TreePosition };

export default function ReorderBacklog() {
  const [items, setItems] = React.useState<BacklogItem[]>(backlog);

  // Keep your copy of the items in the same order as the tree.
  const handleMove = ({ itemId, oldPosition, newPosition }: Move) =>
    setItems((previous) => moveItem(previous, itemId, oldPosition, newPosition));

  return (
    <Box sx={{ height: 380, maxWidth: 380 }}>
      <RichTreeViewPro
        aria-label="Product backlog, drag items to reorder"
        items={items}
        itemsReordering
        defaultExpandedItems={epicIds}
        onItemPositionChange={handleMove}
        sx={{ height: 300, overflowY: 'auto' }}
      />
      <Typography variant="body2" color="text.secondary" data-testid="saved-order">
        Priority: {items.map((item) => item.label).join(' › ')}
      </Typography>
    </Box>
  );
}
