import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'email', headerName: 'Email', width: 260 },
];

export default function FixedSizeGrid() {
  return (
    // A parent with a known size: the grid fills it and scrolls inside.
    <Box sx={{ height: 320, width: '100%', maxWidth: 520 }}>
      <DataGrid rows={employees} columns={columns} />
    </Box>
  );
}
