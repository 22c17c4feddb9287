import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { workspace, type WorkspaceItem } from '../../shared/workspace';

// The ids of the items with children down to a depth: depth 1 opens the root items only.
function idsToDepth(items: WorkspaceItem[], depth: number): string[] {
  if (depth <= 0) return [];
  return items.flatMap((item) =>
    item.children ? [item.id, ...idsToDepth(item.children, depth - 1)] : [],
  );
}

export default function ExpandToLevel() {
  const [depth, setDepth] = React.useState(1);
  const [expanded, setExpanded] = React.useState(() => idsToDepth(workspace, 1));

  const changeDepth = (_event: React.MouseEvent, value: number | null) => {
    if (value === null) return;
    setDepth(value);
    setExpanded(idsToDepth(workspace, value));
  };

  return (
    <Box sx={{ height: 380, maxWidth: 360 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={depth}
        onChange={changeDepth}
        aria-label="Open levels"
        sx={{ mb: 1 }}
      >
        <ToggleButton value={0}>Collapsed</ToggleButton>
        <ToggleButton value={1}>1 level</ToggleButton>
        <ToggleButton value={2}>2 levels</ToggleButton>
      </ToggleButtonGroup>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
      />
    </Box>
  );
}
