import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
];

export default function AutoPageSizeGrid() {
  return (
    // As many rows per page as fit in 360px, so the body never scrolls.
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} autoPageSize density="compact" />
    </Box>
  );
}
