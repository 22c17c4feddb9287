import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { orgMembers, getOrgPath } from '../shared/orgChart';
import { orgColumns } from './orgColumns';

export default function TreeDataOrgChart() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        treeData
        rows={orgMembers}
        columns={orgColumns}
        getTreeDataPath={getOrgPath}
        defaultGroupingExpansionDepth={1}
        checkboxSelection
        disableRowSelectionOnClick
      />
    </Box>
  );
}
