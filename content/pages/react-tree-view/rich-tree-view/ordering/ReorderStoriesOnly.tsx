import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { backlog, epicIds } from './backlog';

// Epics stay where they are; stories (and loose items) can move anywhere.
const isItemReorderable = (itemId: string) => !epicIds.includes(itemId);

export default function ReorderStoriesOnly() {
  return (
    <Box sx={{ height: 320, maxWidth: 380 }}>
      <RichTreeViewPro
        aria-label="Product backlog"
        items={backlog}
        itemsReordering
        isItemReorderable={isItemReorderable}
        defaultExpandedItems={epicIds}
      />
    </Box>
  );
}
