import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { workspace } from '../shared/workspace';

// Shows the live `status` of each item next to its label.
const StatusTreeItem = React.forwardRef(function StatusTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  const flags = (['expanded', 'selected', 'focused', 'disabled'] as const).filter(
    (flag) => status[flag],
  );

  const label = (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <span>{props.label}</span>
      {flags.map((flag) => (
        <Chip
          key={flag}
          label={flag}
          size="small"
          variant="outlined"
          sx={{ height: 18, fontSize: 11 }}
        />
      ))}
    </Stack>
  );
  return <TreeItem {...props} ref={ref} label={label} />;
});

export default function ItemStatusTree() {
  return (
    <Box sx={{ height: 320, maxWidth: 420 }}>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        defaultExpandedItems={['finance']}
        isItemDisabled={(item) => item.id === 'budget'}
        slots={{ item: StatusTreeItem }}
      />
    </Box>
  );
}
