import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { workspace } from '../../shared/workspace';

export default function CompactStyledTree() {
  return (
    <Box sx={{ height: 320, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        defaultExpandedItems={['engineering']}
        defaultSelectedItems="runbook"
        sx={(theme) => ({
          [`& .${treeItemClasses.content}`]: {
            py: 0.25,
            borderRadius: 0,
            borderLeft: '3px solid transparent',
          },
          [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
            borderLeftColor: theme.palette.secondary.main,
            backgroundColor: theme.palette.action.selected,
          },
          [`& .${treeItemClasses.label}`]: { fontSize: 13 },
          [`& .${treeItemClasses.content}.${treeItemClasses.expanded} .${treeItemClasses.label}`]: {
            fontWeight: 600,
          },
        })}
      />
    </Box>
  );
}
