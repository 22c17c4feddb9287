import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  // No width: the default of 100 pixels.
  { field: 'id', headerName: 'ID' },
  { field: 'firstName', headerName: 'First name', width: 140 },
  { field: 'lastName', headerName: 'Last name', width: 140 },
  // Drag the separators: these two stop at their bounds.
  { field: 'department', headerName: 'Department', width: 150, minWidth: 120 },
  { field: 'email', headerName: 'Email', width: 240, maxWidth: 300 },
];

export default function ColumnWidths() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} />
    </Box>
  );
}
