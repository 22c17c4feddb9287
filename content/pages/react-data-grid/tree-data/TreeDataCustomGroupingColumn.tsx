import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  type DataGridProProps,
} from '@mui/x-data-grid-pro';
import { orgMembers, getOrgPath } from '../shared/orgChart';
import { orgColumns } from './orgColumns';

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Employee',
  width: 260,
  hideDescendantCount: true,
};

export default function TreeDataCustomGroupingColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={orgMembers}
        columns={orgColumns}
        getTreeDataPath={getOrgPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          pinnedColumns: { left: [GRID_TREE_DATA_GROUPING_FIELD] },
          sorting: { sortModel: [{ field: GRID_TREE_DATA_GROUPING_FIELD, sort: 'asc' }] },
        }}
      />
    </Box>
  );
}
