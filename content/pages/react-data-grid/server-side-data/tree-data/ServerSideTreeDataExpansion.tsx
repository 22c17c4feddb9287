import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { orgColumns } from './orgColumns';
import { useOrgDataSource } from './useOrgDataSource';

export default function ServerSideTreeDataExpansion() {
  const { dataSource } = useOrgDataSource();

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        treeData
        dataSource={dataSource}
        columns={orgColumns}
        groupingColDef={{ headerName: 'Organization', width: 260 }}
        // Fetches the teams of every department right away, one request per department.
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
