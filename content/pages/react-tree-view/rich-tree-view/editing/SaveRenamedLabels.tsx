import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { workspace } from '../../shared/workspace';

export default function SaveRenamedLabels() {
  // What you would send to your server: the renamed items only.
  const [renamed, setRenamed] = React.useState<Record<string, string>>({});

  return (
    <Stack direction="row" spacing={2} sx={{ height: 320 }}>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        isItemEditable
        defaultExpandedItems={['engineering']}
        onItemLabelChange={(itemId, newLabel) =>
          setRenamed((previous) => ({ ...previous, [itemId]: newLabel }))
        }
        sx={{ flex: 1, minWidth: 200, overflowY: 'auto' }}
      />
      <Stack sx={{ flex: 1 }} aria-live="polite">
        <Typography variant="subtitle2">Pending changes</Typography>
        <Typography component="pre" variant="body2" sx={{ m: 0, fontSize: 12 }}>
          {JSON.stringify(renamed, null, 2)}
        </Typography>
      </Stack>
    </Stack>
  );
}
