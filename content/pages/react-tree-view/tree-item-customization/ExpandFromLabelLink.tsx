import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { workspace } from '../shared/workspace';

// The label click selects; a "show/hide" link toggles the item with the tree's own handler.
const ToggleLinkTreeItem = React.forwardRef(function ToggleLinkTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions, status } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });

  const label = (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
      {props.label}
      {status.expandable && (
        <Link
          component="button"
          variant="caption"
          // A target a finger or an unsteady hand can hit: 24 px at least (WCAG 2.5.8).
          sx={{ minWidth: 24, minHeight: 24, px: 0.5 }}
          onClick={(event: React.MouseEvent) => {
            event.stopPropagation();
            interactions.handleExpansion(event);
          }}
        >
          {status.expanded ? 'hide' : 'show'}
        </Link>
      )}
    </Box>
  );
  return <TreeItem {...props} ref={ref} label={label} />;
});

export default function ExpandFromLabelLink() {
  return (
    <Box sx={{ height: 320, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        expansionTrigger="iconContainer"
        slots={{ item: ToggleLinkTreeItem }}
      />
    </Box>
  );
}
