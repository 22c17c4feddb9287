import * as React from 'react';
import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view-pro';
import { backlog, epicIds } from './backlog';

const GripIcon = createSvgIcon(
  <path d="M9 5a2 2 0 1 1 0 .01zm6 0a2 2 0 1 1 0 .01zM9 12a2 2 0 1 1 0 .01zm6 0a2 2 0 1 1 0 .01zM9 19a2 2 0 1 1 0 .01zm6 0a2 2 0 1 1 0 .01z" />,
  'Grip',
);

// The item can only be dragged when the pointer went down on its grip.
const HandleTreeItem = React.forwardRef(function HandleTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const fromHandle = React.useRef(false);

  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <GripIcon fontSize="small" color="action" data-drag-handle="" sx={{ cursor: 'grab' }} />
          {props.label}
        </Box>
      }
      onMouseDown={(event) => {
        fromHandle.current = Boolean((event.target as Element).closest('[data-drag-handle]'));
      }}
      slotProps={{
        root: {
          onDragStart: (event: React.DragEvent) => {
            // Nested items share the event: only the item whose grip was used may start.
            if (!fromHandle.current && event.currentTarget === event.target) {
              event.preventDefault();
            }
          },
        },
      }}
    />
  );
});

export default function DragHandleItems() {
  return (
    <Box sx={{ height: 320, maxWidth: 380 }}>
      <RichTreeViewPro
        aria-label="Product backlog, drag an item by its grip"
        items={backlog}
        itemsReordering
        defaultExpandedItems={epicIds}
        slots={{ item: HandleTreeItem }}
      />
    </Box>
  );
}
