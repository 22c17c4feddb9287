import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { departments, employees, statuses, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: departments,
    width: 130,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 120,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', flex: 1, minWidth: 90 },
];

export default function FilterToolbarGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'status', operator: 'is', value: 'Active' }],
            },
          },
        }}
      />
    </Box>
  );
}
