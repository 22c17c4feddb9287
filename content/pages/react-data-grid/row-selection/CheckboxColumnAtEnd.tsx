import Box from '@mui/material/Box';
import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 120 },
  // Listing the checkbox column moves it; spreading the built-in definition keeps its behavior.
  { ...GRID_CHECKBOX_SELECTION_COL_DEF, width: 90, headerName: 'Invite' },
];

export default function CheckboxColumnAtEnd() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} checkboxSelection />
    </Box>
  );
}
