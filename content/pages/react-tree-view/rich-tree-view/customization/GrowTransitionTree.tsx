import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import type { TransitionProps } from '@mui/material/transitions';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { workspace } from '../../shared/workspace';

// Children slide in from the left while the group opens.
function SlideCollapse(props: TransitionProps & { children?: React.ReactNode }) {
  return (
    <Collapse
      {...props}
      timeout={300}
      sx={{
        transform: props.in ? 'none' : 'translateX(-16px)',
        transition: 'transform 300ms ease-out',
      }}
    />
  );
}

const SlideTreeItem = React.forwardRef(function SlideTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return <TreeItem {...props} ref={ref} slots={{ groupTransition: SlideCollapse }} />;
});

export default function GrowTransitionTree() {
  return (
    <Box sx={{ height: 320, maxWidth: 340 }}>
      <RichTreeView aria-label="Workspace" items={workspace} slots={{ item: SlideTreeItem }} />
    </Box>
  );
}
