import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { workspace } from '../../shared/workspace';

export default function ApiExpandWorkspace() {
  const apiRef = useTreeViewApiRef();

  // Open an item and all its ancestors, so it becomes visible.
  const reveal = (event: React.SyntheticEvent, itemId: string) => {
    let parentId = apiRef.current?.getParentId(itemId) ?? null;
    while (parentId) {
      apiRef.current?.setItemExpansion({ event, itemId: parentId, shouldBeExpanded: true });
      parentId = apiRef.current?.getParentId(parentId) ?? null;
    }
  };

  return (
    <Box sx={{ height: 340, maxWidth: 360 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={(event) => reveal(event, 'newsletter')}>
          Reveal the newsletter
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => reveal(event, 'inv-0042')}>
          Reveal invoice 42
        </Button>
      </Stack>
      <RichTreeView aria-label="Workspace" apiRef={apiRef} items={workspace} />
    </Box>
  );
}
