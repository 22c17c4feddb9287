import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view-pro';
import { backlog, epicIds, type BacklogItem } from './backlog';
import { moveItem, type TreePosition } from './moveItem';

/** The position of an item: its parent and its index among the siblings. */
function findPosition(
  items: BacklogItem[],
  itemId: string,
  parentId: string | null = null,
): TreePosition | null {
  for (const [index, item] of items.entries()) {
    if (item.id === itemId) return { parentId, index };
    const found = item.children && findPosition(item.children, itemId, item.id);
    if (found) return found;
  }
  return null;
}

function siblingCount(items: BacklogItem[], parentId: string | null): number {
  if (parentId === null) return items.length;
  const parent = items
    .flatMap((item) => [item, ...(item.children ?? [])])
    .find((item) => item.id === parentId);
  return parent?.children?.length ?? 0;
}

// Drag and drop has no keyboard alternative: these buttons move the last focused item instead.
export default function MoveWithButtons() {
  const apiRef = useTreeViewApiRef();
  const [items, setItems] = React.useState<BacklogItem[]>(backlog);
  const [focusedId, setFocusedId] = React.useState<string | null>('saved-cards');

  const move = (event: React.MouseEvent, offset: -1 | 1) => {
    const position = focusedId ? findPosition(items, focusedId) : null;
    if (!focusedId || !position) return;
    const index = position.index + offset;
    if (index < 0 || index >= siblingCount(items, position.parentId)) return;
    setItems(moveItem(items, focusedId, position, { parentId: position.parentId, index }));
    // Give the focus back to the moved item, so the keys keep working.
    requestAnimationFrame(() => apiRef.current?.focusItem(event, focusedId));
  };

  return (
    <Box sx={{ height: 360, maxWidth: 380 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={(event) => move(event, -1)}>
          Move up
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => move(event, 1)}>
          Move down
        </Button>
      </Stack>
      <RichTreeViewPro
        aria-label="Product backlog"
        apiRef={apiRef}
        items={items}
        itemsReordering
        defaultExpandedItems={epicIds}
        onItemFocus={(_event, itemId) => setFocusedId(itemId)}
        onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
          setItems((previous) => moveItem(previous, itemId, oldPosition, newPosition))
        }
      />
    </Box>
  );
}
