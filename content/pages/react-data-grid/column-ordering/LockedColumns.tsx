import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  // The ID column cannot be dragged.
  { field: 'id', headerName: 'ID', width: 70, disableReorder: true },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'email', headerName: 'Email', width: 230 },
];

export default function LockedColumns() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro rows={employees} columns={columns} keepColumnPositionIfDraggedOutside />
    </Box>
  );
}
