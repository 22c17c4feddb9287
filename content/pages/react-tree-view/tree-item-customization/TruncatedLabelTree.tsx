import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const downloads: TreeViewBaseItem[] = [
  {
    id: 'downloads',
    label: 'Downloads',
    children: [
      { id: 'report', label: 'Quarterly board report - final version (approved by legal).pdf' },
      { id: 'installer', label: 'design-tool-installer-macos-universal-v4.18.2.dmg' },
      { id: 'notes', label: 'notes.txt' },
    ],
  },
];

// Long names end with an ellipsis; the full name shows on hover.
function TruncatedLabel(props: React.ComponentProps<typeof TreeItemLabel>) {
  return (
    <TreeItemLabel
      {...props}
      title={typeof props.children === 'string' ? props.children : undefined}
      sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    />
  );
}

const TruncatedTreeItem = React.forwardRef(function TruncatedTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return <TreeItem {...props} ref={ref} slots={{ label: TruncatedLabel }} />;
});

export default function TruncatedLabelTree() {
  return (
    <Box sx={{ height: 200, width: 280 }}>
      <RichTreeView
        aria-label="Downloads"
        items={downloads}
        defaultExpandedItems={['downloads']}
        slots={{ item: TruncatedTreeItem }}
      />
    </Box>
  );
}
