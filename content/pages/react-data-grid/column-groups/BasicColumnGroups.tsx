import Box from '@mui/material/Box';
import { DataGrid, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { employees } from '../shared/employees';
import { groupColumns } from './columns';

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'person',
    headerName: 'Person',
    children: [
      // A group can hold columns and other groups.
      {
        groupId: 'name',
        headerName: 'Name',
        children: [{ field: 'firstName' }, { field: 'lastName' }],
      },
      {
        groupId: 'contact',
        headerName: 'Contact',
        children: [{ field: 'email' }, { field: 'country' }],
      },
    ],
  },
  {
    groupId: 'employment',
    headerName: 'Employment',
    children: [{ field: 'department' }, { field: 'startDate' }, { field: 'salary' }],
  },
];

export default function BasicColumnGroups() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={employees} columns={groupColumns} columnGroupingModel={columnGroupingModel} />
    </Box>
  );
}
