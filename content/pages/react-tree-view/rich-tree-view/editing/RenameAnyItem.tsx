import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { workspace } from '../../shared/workspace';

export default function RenameAnyItem() {
  return (
    <Box sx={{ height: 320, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Workspace, double-click or press Enter to rename"
        items={workspace}
        isItemEditable
        defaultExpandedItems={['marketing', 'engineering']}
      />
    </Box>
  );
}
