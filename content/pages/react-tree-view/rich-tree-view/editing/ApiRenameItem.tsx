import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { workspace } from '../../shared/workspace';

export default function ApiRenameItem() {
  const apiRef = useTreeViewApiRef();
  const [version, setVersion] = React.useState(2025);

  const bumpRoadmap = () => {
    const next = version + 1;
    apiRef.current?.updateItemLabel('roadmap', `Roadmap ${next}.xlsx`);
    setVersion(next);
  };

  return (
    <Box sx={{ height: 340, maxWidth: 380 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={bumpRoadmap}>
          Next year's roadmap
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setEditedItem('runbook')}
        >
          Rename the runbook
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Workspace"
        apiRef={apiRef}
        items={workspace}
        isItemEditable
        defaultExpandedItems={['engineering']}
      />
    </Box>
  );
}
