import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { CHILDREN_COUNT_FIELD, GROUP_KEY_FIELD } from '../../shared/fakeDataSourceServer';
import { createProjectServer, type ProjectTask } from './projectServer';

const columns: GridColDef<ProjectTask>[] = [
  { field: 'owner', headerName: 'Owner', width: 120 },
  {
    field: 'hours',
    headerName: 'Hours',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) => value || '',
  },
];

export default function ServerSideTreeDataNestedPagination() {
  const server = React.useMemo(() => createProjectServer(), []);
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource: GridDataSource = React.useMemo(() => {
    const record = (entry: string) => setLog((prev) => [entry, ...prev].slice(0, 3));
    return {
      getRows: async (params) => {
        const page = (params.paginationModel?.page ?? 0) + 1;
        if (params.groupKeys?.length) {
          record(
            `children of ${params.groupKeys.join(' › ')}: the grid sent page ${page}, the server gets no page`,
          );
          // A nested level: the grid sends the top level's page along. Ask for all the
          // children instead, and leave out rowCount, which would replace the top-level count.
          const { rows } = await server.getRows({
            ...params,
            paginationModel: undefined,
            start: 0,
            end: Number.MAX_SAFE_INTEGER,
          });
          return { rows };
        }
        record(`top level: page ${page}`);
        return server.getRows(params);
      },
      getGroupKey: (row) => row[GROUP_KEY_FIELD],
      getChildrenCount: (row) => row[CHILDREN_COUNT_FIELD],
    };
  }, [server]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          treeData
          dataSource={dataSource}
          columns={columns}
          groupingColDef={{ headerName: 'Project', width: 260 }}
          pagination
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { page: 1, pageSize: 5 } } }}
        />
      </Box>
      <Typography
        variant="body2"
        sx={{ mt: 1, height: 60, color: 'text.secondary' }}
        aria-live="polite"
      >
        Requests sent to the server, newest first: {log.join(' · ') || 'none yet'}
      </Typography>
    </Box>
  );
}
