import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { workspace } from '../../shared/workspace';

export default function SelectionLogWorkspace() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Stack direction="row" spacing={2} sx={{ height: 320 }}>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['engineering']}
        onItemSelectionToggle={(_event, itemId, isSelected) =>
          setLog((previous) => [`${isSelected ? '+' : '−'} ${itemId}`, ...previous].slice(0, 6))
        }
        sx={{ flex: 1, minWidth: 200, overflowY: 'auto' }}
      />
      <Stack sx={{ flex: 1 }} aria-live="polite">
        <Typography variant="subtitle2">Selection changes</Typography>
        {log.map((entry, index) => (
          <Typography key={index} variant="body2" sx={{ fontFamily: 'monospace' }}>
            {entry}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}
