import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

type Dependency = { id: string; label: string; version: string; children?: Dependency[] };

const dependencies: Dependency[] = [
  {
    id: 'app',
    label: 'my-shop',
    version: '2.4.0',
    children: [
      {
        id: 'react-dom',
        label: 'react-dom',
        version: '19.1.0',
        children: [{ id: 'scheduler', label: 'scheduler', version: '0.26.0' }],
      },
      { id: 'date-fns', label: 'date-fns', version: '4.1.0' },
    ],
  },
];

// The item's own fields, read with useTreeItemModel, beside the label.
const VersionTreeItem = React.forwardRef(function VersionTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const model = useTreeItemModel<Omit<Dependency, 'children'>>(props.itemId);
  const label = (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      {props.label}
      <Box component="span" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
        {model?.version}
      </Box>
    </Box>
  );
  return <TreeItem {...props} ref={ref} label={label} />;
});

export default function ItemModelDetails() {
  return (
    <Box sx={{ height: 200, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Dependency tree"
        items={dependencies}
        defaultExpandedItems={['app', 'react-dom']}
        slots={{ item: VersionTreeItem }}
      />
    </Box>
  );
}
