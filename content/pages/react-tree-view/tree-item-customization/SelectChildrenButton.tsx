import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { workspace } from '../shared/workspace';

// A folder offers to select its direct children, through the item's public API.
const SelectChildrenTreeItem = React.forwardRef(function SelectChildrenTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { publicAPI, status } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });

  const selectChildren = (event: React.MouseEvent) => {
    event.stopPropagation();
    publicAPI.getItemOrderedChildrenIds(props.itemId).forEach((childId) =>
      publicAPI.setItemSelection({
        event,
        itemId: childId,
        shouldBeSelected: true,
        keepExistingSelection: true,
      }),
    );
  };

  const label = (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      {props.label}
      {status.expanded && (
        <Button size="small" onClick={selectChildren} sx={{ py: 0 }}>
          Select contents
        </Button>
      )}
    </Box>
  );
  return <TreeItem {...props} ref={ref} label={label} />;
});

export default function SelectChildrenButton() {
  return (
    <Box sx={{ height: 320, maxWidth: 380 }}>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['engineering']}
        slots={{ item: SelectChildrenTreeItem }}
      />
    </Box>
  );
}
