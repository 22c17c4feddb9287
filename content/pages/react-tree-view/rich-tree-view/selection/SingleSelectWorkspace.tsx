import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { workspace } from '../../shared/workspace';

export default function SingleSelectWorkspace() {
  const [selected, setSelected] = React.useState<string | null>('roadmap');

  return (
    <Box sx={{ height: 340, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        defaultExpandedItems={['engineering']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Selected id: {selected ?? 'none'}
      </Typography>
    </Box>
  );
}
