import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { createSvgIcon } from '@mui/material/utils';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { workspace } from '../../shared/workspace';

const PencilIcon = createSvgIcon(
  <path d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75zM20.7 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z" />,
  'Pencil',
);

const RenameButtonTreeItem = React.forwardRef(function RenameButtonTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions, status } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });

  const label = (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      {props.label}
      {status.editable && (
        <IconButton
          size="small"
          aria-label={`Rename ${String(props.label)}`}
          onClick={(event) => {
            event.stopPropagation();
            interactions.toggleItemEditing();
          }}
        >
          <PencilIcon fontSize="inherit" />
        </IconButton>
      )}
    </Box>
  );

  // A double-click no longer starts editing: only the button does.
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={label}
      slotProps={{
        label: {
          onDoubleClick: (event: React.MouseEvent & { defaultMuiPrevented?: boolean }) => {
            event.defaultMuiPrevented = true;
          },
        },
      }}
    />
  );
});

export default function RenameButtonItem() {
  return (
    <Box sx={{ height: 320, maxWidth: 360 }}>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        isItemEditable
        defaultExpandedItems={['marketing']}
        slots={{ item: RenameButtonTreeItem }}
      />
    </Box>
  );
}
