import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';
import { workspace, getParentIds } from '../../shared/workspace';

export default function PropagationWorkspace() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    parents: true,
    descendants: true,
  });

  const toggle = (key: keyof TreeViewSelectionPropagation) => () =>
    setPropagation((previous) => ({ ...previous, [key]: !previous[key] }));

  return (
    <Box sx={{ height: 400, maxWidth: 380 }}>
      <Stack direction="row">
        <FormControlLabel
          control={<Switch checked={propagation.descendants} onChange={toggle('descendants')} />}
          label="Down to children"
        />
        <FormControlLabel
          control={<Switch checked={propagation.parents} onChange={toggle('parents')} />}
          label="Up to parents"
        />
      </Stack>
      <RichTreeView
        aria-label="Workspace"
        items={workspace}
        multiSelect
        checkboxSelection
        selectionPropagation={propagation}
        defaultExpandedItems={getParentIds(workspace)}
        sx={{ height: 350, overflowY: 'auto' }}
      />
    </Box>
  );
}
