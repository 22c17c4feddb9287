import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { projectEntries, projectColumns, getProjectPath } from './projectFiles';

export default function TreeDataChildrenFiltering() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={topLevelOnly}
            onChange={(event) => setTopLevelOnly(event.target.checked)}
          />
        }
        label="Filter top-level rows only (disableChildrenFiltering)"
      />
      <DataGridPro
        treeData
        rows={projectEntries}
        columns={projectColumns}
        getTreeDataPath={getProjectPath}
        groupingColDef={{ headerName: 'Name', width: 240 }}
        defaultGroupingExpansionDepth={-1}
        disableChildrenFiltering={topLevelOnly}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'owner', operator: 'equals', value: 'Aiko' }] },
          },
        }}
      />
    </Box>
  );
}
