import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { workspace } from '../../shared/workspace';

export default function ArrowOnlyWorkspace() {
  return (
    <Box sx={{ height: 300, maxWidth: 340 }}>
      <RichTreeView aria-label="Workspace" items={workspace} expansionTrigger="iconContainer" />
    </Box>
  );
}
