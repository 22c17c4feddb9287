import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';
import { employees } from '../shared/employees';
import { groupColumns } from './columns';

function GroupTitle({ headerName, fields }: GridColumnGroupHeaderParams) {
  return (
    <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
      <strong>{headerName}</strong>
      <Typography variant="caption" color="text.secondary">
        {fields.length} columns
      </Typography>
    </Stack>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'person',
    headerName: 'Person',
    description: 'Who the employee is and how to reach them',
    headerClassName: 'group--person',
    renderHeaderGroup: (params) => <GroupTitle {...params} />,
    children: [{ field: 'firstName' }, { field: 'lastName' }, { field: 'email' }],
  },
  {
    groupId: 'employment',
    headerName: 'Employment',
    description: 'Contract details from the HR system',
    headerAlign: 'center',
    headerClassName: 'group--employment',
    renderHeaderGroup: (params) => <GroupTitle {...params} />,
    children: [{ field: 'department' }, { field: 'startDate' }, { field: 'salary' }],
  },
];

export default function StyledColumnGroups() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .group--person': { backgroundColor: 'rgba(25, 118, 210, 0.08)' },
        '& .group--employment': { backgroundColor: 'rgba(46, 125, 50, 0.08)' },
      }}
    >
      <DataGrid
        rows={employees}
        columns={groupColumns.filter(
          (column) => column.field !== 'id' && column.field !== 'country',
        )}
        columnGroupingModel={columnGroupingModel}
      />
    </Box>
  );
}
