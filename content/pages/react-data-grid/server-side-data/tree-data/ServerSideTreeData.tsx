import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { orgColumns } from './orgColumns';
import { useOrgDataSource } from './useOrgDataSource';

export default function ServerSideTreeData() {
  const { dataSource } = useOrgDataSource();

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        treeData
        dataSource={dataSource}
        columns={orgColumns}
        groupingColDef={{ headerName: 'Organization', width: 260 }}
        pagination
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
      />
    </Box>
  );
}
