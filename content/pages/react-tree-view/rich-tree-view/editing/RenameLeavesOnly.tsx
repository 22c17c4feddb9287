import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { workspace, type WorkspaceItem } from '../../shared/workspace';

// Folders keep their names; files can be renamed.
const isItemEditable = (item: WorkspaceItem) => !item.children || item.children.length === 0;

export default function RenameLeavesOnly() {
  return (
    <Box sx={{ height: 320, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        isItemEditable={isItemEditable}
        defaultExpandedItems={['marketing', 'campaigns']}
      />
    </Box>
  );
}
