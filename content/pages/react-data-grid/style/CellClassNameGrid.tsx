import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  // A string: every cell of the column gets the class.
  { field: 'email', headerName: 'Email', width: 230, cellClassName: 'email-cell' },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    // A function: the class depends on the cell's value.
    cellClassName: (params) => {
      if (params.value == null) {
        return '';
      }
      return params.value >= 120000 ? 'salary-high' : params.value < 60000 ? 'salary-low' : '';
    },
  },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 120 },
];

export default function CellClassNameGrid() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .email-cell': { fontFamily: 'monospace', color: 'text.secondary' },
        '& .salary-high': { color: 'success.dark', fontWeight: 700 },
        '& .salary-low': { color: 'error.main' },
      }}
    >
      <DataGrid rows={employees} columns={columns} />
    </Box>
  );
}
