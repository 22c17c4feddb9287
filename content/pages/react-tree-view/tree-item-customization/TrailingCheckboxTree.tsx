import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { workspace } from '../shared/workspace';

function NoCheckbox() {
  return null;
}

// The default checkbox is hidden; a checkbox at the end of the row selects through the same handler.
const TrailingCheckboxItem = React.forwardRef(function TrailingCheckboxItem(
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
      <Checkbox
        size="small"
        checked={status.selected}
        onChange={interactions.handleCheckboxSelection}
        onClick={(event) => event.stopPropagation()}
        inputProps={{ 'aria-label': `Select ${String(props.label)}` }}
        sx={{ p: 0.5 }}
      />
    </Box>
  );
  return <TreeItem {...props} ref={ref} label={label} slots={{ checkbox: NoCheckbox }} />;
});

export default function TrailingCheckboxTree() {
  return (
    <Box sx={{ height: 320, maxWidth: 380 }}>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['engineering']}
        slots={{ item: TrailingCheckboxItem }}
      />
    </Box>
  );
}
