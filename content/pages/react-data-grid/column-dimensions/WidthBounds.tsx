import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  // Fixed: the resize handle is gone.
  { field: 'id', headerName: 'ID', width: 70, resizable: false },
  // Resizable between 120 and 220 pixels.
  {
    field: 'lastName',
    headerName: 'Last name (120–220 px)',
    width: 180,
    minWidth: 120,
    maxWidth: 220,
  },
  // Grows with the grid but never narrower than 200 pixels.
  { field: 'email', headerName: 'Email (flex, min 200 px)', flex: 1, minWidth: 200 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function WidthBounds() {
  return (
    <Box sx={{ height: 400 }}>
      <DataGrid rows={employees} columns={columns} />
    </Box>
  );
}
