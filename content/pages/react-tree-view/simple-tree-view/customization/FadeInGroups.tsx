import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import type { TransitionProps } from '@mui/material/transitions';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

// Slower than the default, and the children fade in while the group opens.
function FadeCollapse(props: TransitionProps & { children?: React.ReactNode }) {
  return (
    <Collapse
      {...props}
      timeout={450}
      sx={{ opacity: props.in ? 1 : 0, transition: 'opacity 450ms ease-in-out' }}
    />
  );
}

const FadeTreeItem = React.forwardRef(function FadeTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return <TreeItem {...props} ref={ref} slots={{ groupTransition: FadeCollapse }} />;
});

export default function FadeInGroups() {
  return (
    <Box sx={{ height: 300, maxWidth: 320 }}>
      <SimpleTreeView aria-label="Photo library">
        <FadeTreeItem itemId="2024" label="2024">
          <FadeTreeItem itemId="lisbon" label="Lisbon weekend" />
          <FadeTreeItem itemId="wedding" label="Sam and Noor's wedding" />
        </FadeTreeItem>
        <FadeTreeItem itemId="2025" label="2025">
          <FadeTreeItem itemId="iceland" label="Iceland road trip" />
          <FadeTreeItem itemId="garden" label="Garden progress" />
        </FadeTreeItem>
      </SimpleTreeView>
    </Box>
  );
}
