import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { createSvgIcon } from '@mui/material/utils';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const CloseIcon = createSvgIcon(
  <path d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z" />,
  'Close',
);

// The slot takes one prop more than TreeItem does.
type RemovableTreeItemProps = TreeItemProps & { onRemove?: (itemId: string) => void };

const RemovableTreeItem = React.forwardRef(function RemovableTreeItem(
  props: RemovableTreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { onRemove, ...other } = props;
  const label = (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      {other.label}
      <IconButton
        size="small"
        aria-label={`Remove ${String(other.label)}`}
        onClick={() => onRemove?.(other.itemId)}
      >
        <CloseIcon fontSize="inherit" />
      </IconButton>
    </Box>
  );
  return <TreeItem {...other} ref={ref} label={label} />;
});

const initialTabs: TreeViewBaseItem[] = [
  { id: 'inbox', label: 'Inbox' },
  { id: 'calendar', label: 'Calendar' },
  { id: 'invoices', label: 'Invoices' },
  { id: 'reports', label: 'Reports' },
];

export default function RemovableTreeItems() {
  const [tabs, setTabs] = React.useState(initialTabs);
  const handleRemove = (itemId: string) =>
    setTabs((previous) => previous.filter((tab) => tab.id !== itemId));

  return (
    <Box sx={{ height: 200, maxWidth: 300 }}>
      <RichTreeView
        aria-label="Pinned pages"
        items={tabs}
        slots={{ item: RemovableTreeItem }}
        // `slotProps.item` is typed for TreeItem: cast to pass the extra prop.
        slotProps={{ item: { onRemove: handleRemove } as Partial<RemovableTreeItemProps> }}
      />
    </Box>
  );
}
