import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  // No menu button on this column only.
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, disableColumnMenu: true },
];

export default function DisabledColumnMenu() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} />
    </Box>
  );
}
