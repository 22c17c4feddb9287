import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { workspace } from '../../shared/workspace';

export default function MultiSelectWorkspace() {
  return (
    <Box sx={{ height: 340, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Workspace, hold Ctrl or Shift to select several files"
        items={workspace}
        multiSelect
        defaultSelectedItems={['budget', 'roadmap']}
        defaultExpandedItems={['engineering', 'finance']}
      />
    </Box>
  );
}
