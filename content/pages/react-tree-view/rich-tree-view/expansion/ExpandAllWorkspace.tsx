import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { workspace, getParentIds } from '../../shared/workspace';

const allParentIds = getParentIds(workspace);

export default function ExpandAllWorkspace() {
  const [expanded, setExpanded] = React.useState<string[]>([]);
  const allOpen = expanded.length === allParentIds.length;

  return (
    <Box sx={{ height: 400, maxWidth: 340 }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => setExpanded(allOpen ? [] : allParentIds)}
      >
        {allOpen ? 'Collapse all' : 'Expand all'}
      </Button>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
        sx={{ height: 350, overflowY: 'auto' }}
      />
    </Box>
  );
}
