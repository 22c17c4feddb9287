import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { workspace, type WorkspaceItem } from '../../shared/workspace';

// Every item without children, at any depth.
function getFileIds(items: WorkspaceItem[]): string[] {
  return items.flatMap((item) => (item.children ? getFileIds(item.children) : [item.id]));
}

export default function ControlledWorkspaceSelection() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ height: 380, maxWidth: 360 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setSelected(getFileIds(workspace))}>
          Select every file
        </Button>
        <Button size="small" onClick={() => setSelected([])} disabled={selected.length === 0}>
          Clear ({selected.length})
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        multiSelect
        checkboxSelection
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        defaultExpandedItems={['marketing', 'campaigns', 'engineering']}
        sx={{ height: 330, overflowY: 'auto' }}
      />
    </Box>
  );
}
