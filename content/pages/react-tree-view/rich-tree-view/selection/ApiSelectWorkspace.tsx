import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { workspace } from '../../shared/workspace';

export default function ApiSelectWorkspace() {
  const apiRef = useTreeViewApiRef();

  const handleSelect =
    (itemId: string, keepExistingSelection: boolean) => (event: React.MouseEvent) =>
      apiRef.current?.setItemSelection({ event, itemId, keepExistingSelection });

  return (
    <Box sx={{ height: 340, maxWidth: 380 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={handleSelect('budget', false)}>
          Only the budget
        </Button>
        <Button size="small" variant="outlined" onClick={handleSelect('runbook', true)}>
          Toggle the runbook
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Workspace"
        apiRef={apiRef}
        items={workspace}
        multiSelect
        defaultExpandedItems={['engineering', 'finance']}
      />
    </Box>
  );
}
