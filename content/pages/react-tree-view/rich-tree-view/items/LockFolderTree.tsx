import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { workspace } from '../../shared/workspace';

export default function LockFolderTree() {
  const apiRef = useTreeViewApiRef();
  const [locked, setLocked] = React.useState(false);

  const toggleLock = () => {
    apiRef.current?.setIsItemDisabled({ itemId: 'finance', shouldBeDisabled: !locked });
    setLocked(!locked);
  };

  return (
    <Stack spacing={1} sx={{ height: 300, maxWidth: 360 }}>
      <Button size="small" variant="outlined" onClick={toggleLock} sx={{ alignSelf: 'start' }}>
        {locked ? 'Unlock the Finance folder' : 'Lock the Finance folder'}
      </Button>
      <RichTreeView
        aria-label="Workspace"
        apiRef={apiRef}
        items={workspace}
        defaultExpandedItems={['engineering']}
      />
    </Stack>
  );
}
