import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { getParentIds, workspace } from '../../shared/workspace';

// Folders open and close but never enter the selection: only files can be attached.
const folderIds = new Set(getParentIds(workspace));

export default function FilesOnlySelection() {
  const [selected, setSelected] = React.useState<string[]>(['roadmap']);

  return (
    <Box sx={{ height: 360, maxWidth: 380 }}>
      <RichTreeView
        aria-label="Attach files"
        items={workspace}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['engineering', 'finance']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) =>
          setSelected(itemIds.filter((itemId) => !folderIds.has(itemId)))
        }
        sx={{ height: 300, overflowY: 'auto' }}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Attached: {selected.length} file{selected.length === 1 ? '' : 's'}
      </Typography>
    </Box>
  );
}
