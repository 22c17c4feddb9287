import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

const PillTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: 999,
    padding: theme.spacing(0.5, 1.5),
    margin: theme.spacing(0.25, 0),
  },
  [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
    backgroundColor: alpha(theme.palette.success.main, 0.16),
    color: (theme.vars ?? theme).palette.success.dark,
    // The dark green reads on white only: the light one on the dark background.
    ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.success.light }),
  },
  [`& .${treeItemClasses.label}`]: {
    fontSize: '0.875rem',
    fontWeight: 500,
  },
  [`& .${treeItemClasses.iconContainer}`]: {
    color: theme.palette.success.main,
  },
}));

export default function StyledTripTree() {
  return (
    <Box sx={{ height: 280, maxWidth: 320 }}>
      <SimpleTreeView
        aria-label="Trail guide"
        defaultExpandedItems={['alps']}
        defaultSelectedItems="tour"
      >
        <PillTreeItem itemId="alps" label="Alps">
          <PillTreeItem itemId="tour" label="Tour du Mont Blanc" />
          <PillTreeItem itemId="haute" label="Haute Route" />
        </PillTreeItem>
        <PillTreeItem itemId="pyrenees" label="Pyrenees">
          <PillTreeItem itemId="gr10" label="GR10" />
        </PillTreeItem>
        <PillTreeItem itemId="dolomites" label="Dolomites" />
      </SimpleTreeView>
    </Box>
  );
}
