import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItem,
  TreeItemContent,
  treeItemClasses,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { workspace } from '../shared/workspace';

// The row as a bordered card; the state classes still apply.
const CardContent = styled(TreeItemContent)(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 8,
  marginBlock: 2,
  [`&.${treeItemClasses.selected}`]: {
    borderColor: theme.palette.primary.main,
  },
}));

const CardTreeItem = React.forwardRef(function CardTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return <TreeItem {...props} ref={ref} slots={{ content: CardContent }} />;
});

export default function CardContentTree() {
  return (
    <Box sx={{ height: 340, maxWidth: 340, overflowY: 'auto' }}>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        defaultExpandedItems={['marketing']}
        slots={{ item: CardTreeItem }}
      />
    </Box>
  );
}
