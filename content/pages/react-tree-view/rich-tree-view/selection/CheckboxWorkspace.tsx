import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { workspace } from '../../shared/workspace';

export default function CheckboxWorkspace() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ height: 360, maxWidth: 340 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {selected.length} item(s) ready to share
      </Typography>
      <RichTreeView
        aria-label="Files to share"
        items={workspace}
        checkboxSelection
        multiSelect
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        defaultExpandedItems={['marketing', 'engineering']}
        sx={{ height: 320, overflowY: 'auto' }}
      />
    </Box>
  );
}
