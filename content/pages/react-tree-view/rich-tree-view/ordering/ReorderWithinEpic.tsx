import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { backlog, epicIds } from './backlog';
import type { TreePosition } from './moveItem';

// A story can change its rank inside its epic, but not move to another epic.
const canMoveItemToNewPosition = (params: {
  itemId: string;
  oldPosition: TreePosition;
  newPosition: TreePosition;
}) => params.oldPosition.parentId === params.newPosition.parentId;

export default function ReorderWithinEpic() {
  return (
    <Box sx={{ height: 320, maxWidth: 380 }}>
      <RichTreeViewPro
        aria-label="Product backlog"
        items={backlog}
        itemsReordering
        canMoveItemToNewPosition={canMoveItemToNewPosition}
        defaultExpandedItems={epicIds}
      />
    </Box>
  );
}
