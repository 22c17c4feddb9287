import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  // People cannot pin these two from the menu; code still can.
  { field: 'email', headerName: 'Email', width: 240, pinnable: false },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, pinnable: false },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
];

export default function RestrictedPinning() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['email'] } }}
      />
    </Box>
  );
}
