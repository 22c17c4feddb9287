import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridRowSelectionPropagation } from '@mui/x-data-grid-pro';
import { orgMembers, getOrgPath } from '../shared/orgChart';
import { orgColumns } from './orgColumns';

export default function TreeDataSelectionPropagation() {
  const [propagation, setPropagation] = React.useState<GridRowSelectionPropagation>({
    descendants: true,
    parents: true,
  });

  const toggle =
    (key: keyof GridRowSelectionPropagation) => (event: React.ChangeEvent<HTMLInputElement>) =>
      setPropagation((previous) => ({ ...previous, [key]: event.target.checked }));

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={propagation.descendants} onChange={toggle('descendants')} />}
          label="Select descendants with their parent"
        />
        <FormControlLabel
          control={<Switch checked={propagation.parents} onChange={toggle('parents')} />}
          label="Select a parent when all its children are selected"
        />
      </Stack>
      <DataGridPro
        treeData
        rows={orgMembers}
        columns={orgColumns}
        getTreeDataPath={getOrgPath}
        defaultGroupingExpansionDepth={-1}
        checkboxSelection
        rowSelectionPropagation={propagation}
      />
    </Box>
  );
}
