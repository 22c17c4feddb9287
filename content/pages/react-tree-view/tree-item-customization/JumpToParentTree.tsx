import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { workspace } from '../shared/workspace';

// Nested items get a button that moves the focus to their parent, through `publicAPI`.
const ParentLinkItem = React.forwardRef(function ParentLinkItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { publicAPI } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  const parentId = publicAPI.getParentId(props.itemId);

  const label = (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      {props.label}
      {parentId && (
        <IconButton
          size="small"
          aria-label="Go to the parent folder"
          onClick={(event) => {
            event.stopPropagation();
            publicAPI.focusItem(event, parentId);
          }}
          sx={{ minWidth: 24, minHeight: 24, px: 0.75, py: 0, fontSize: 14 }}
        >
          <span aria-hidden>↑</span>
        </IconButton>
      )}
    </Box>
  );
  return <TreeItem {...props} ref={ref} label={label} />;
});

export default function JumpToParentTree() {
  return (
    <Box sx={{ height: 320, maxWidth: 360 }}>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        defaultExpandedItems={['marketing', 'campaigns']}
        slots={{ item: ParentLinkItem }}
      />
    </Box>
  );
}
