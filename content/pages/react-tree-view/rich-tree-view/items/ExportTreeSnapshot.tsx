import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const menu: TreeViewBaseItem[] = [
  {
    id: 'starters',
    label: 'Starters',
    children: [
      { id: 'soup', label: 'Soup of the day' },
      { id: 'bruschetta', label: 'Bruschetta' },
    ],
  },
  { id: 'mains', label: 'Mains', children: [{ id: 'gnocchi', label: 'Gnocchi' }] },
];

export default function ExportTreeSnapshot() {
  const apiRef = useTreeViewApiRef();
  const [snapshot, setSnapshot] = React.useState('');

  return (
    <Stack direction="row" spacing={2} sx={{ height: 300 }}>
      <Stack spacing={1} sx={{ flex: 1, minWidth: 200 }}>
        <RichTreeView
          aria-label="Restaurant menu"
          apiRef={apiRef}
          items={menu}
          defaultExpandedItems={['starters', 'mains']}
        />
        <Button
          size="small"
          variant="outlined"
          sx={{ alignSelf: 'start' }}
          onClick={() =>
            setSnapshot(
              JSON.stringify(apiRef.current?.getItemTree(), ['id', 'label', 'children'], 1),
            )
          }
        >
          Export the menu
        </Button>
      </Stack>
      <Stack
        component="pre"
        // It scrolls: a named region in the tab order, so a keyboard reader can scroll it too.
        role="region"
        tabIndex={0}
        aria-label="Exported menu"
        sx={{ flex: 1, m: 0, p: 1, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover' }}
      >
        {snapshot || 'Click “Export the menu” to print the tree as JSON.'}
      </Stack>
    </Stack>
  );
}
