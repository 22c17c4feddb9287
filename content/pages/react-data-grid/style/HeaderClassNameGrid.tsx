import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130, headerClassName: 'person-header' },
  { field: 'lastName', headerName: 'Last name', width: 130, headerClassName: 'person-header' },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    // A function receives the column header params, for example to style by state.
    headerClassName: () => 'pay-header',
  },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 130 },
];

export default function HeaderClassNameGrid() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        // Tints under the usual text colour: readable in light and dark mode alike.
        '& .person-header': { bgcolor: 'rgba(2, 136, 209, 0.16)' },
        '& .pay-header': { bgcolor: 'rgba(46, 125, 50, 0.16)', fontWeight: 700 },
      }}
    >
      <DataGrid rows={employees} columns={columns} />
    </Box>
  );
}
