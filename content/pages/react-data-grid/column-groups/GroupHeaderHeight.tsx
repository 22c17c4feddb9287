import Box from '@mui/material/Box';
import { DataGrid, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { employees } from '../shared/employees';
import { groupColumns } from './columns';

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'name',
    headerName: 'Name',
    children: [{ field: 'firstName' }, { field: 'lastName' }],
  },
  {
    groupId: 'employment',
    headerName: 'Employment',
    children: [{ field: 'department' }, { field: 'salary' }],
  },
];

export default function GroupHeaderHeight() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={groupColumns.filter((c) =>
          ['firstName', 'lastName', 'department', 'salary'].includes(c.field),
        )}
        columnGroupingModel={columnGroupingModel}
        // Group rows are 32 px; the column header row keeps its 56 px.
        columnGroupHeaderHeight={32}
      />
    </Box>
  );
}
