import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { workspace } from '../../shared/workspace';

export default function ExpansionLogWorkspace() {
  const [openCount, setOpenCount] = React.useState<Record<string, number>>({});

  return (
    <Stack direction="row" spacing={2} sx={{ height: 300 }}>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        onItemExpansionToggle={(_event, itemId, isExpanded) => {
          if (isExpanded) {
            setOpenCount((previous) => ({ ...previous, [itemId]: (previous[itemId] ?? 0) + 1 }));
          }
        }}
        sx={{ flex: 1, minWidth: 200, overflowY: 'auto' }}
      />
      <Stack sx={{ flex: 1 }} aria-live="polite">
        <Typography variant="subtitle2">Times opened</Typography>
        {Object.entries(openCount).map(([itemId, count]) => (
          <Typography key={itemId} variant="body2" color="text.secondary">
            {itemId}: {count}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}
