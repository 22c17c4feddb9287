import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  // Both share the free space, Email twice as much as Name.
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 140,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'email', headerName: 'Email', flex: 2, minWidth: 200 },
  { field: 'country', headerName: 'Country', width: 110 },
];

export default function FluidColumns() {
  return (
    <Box
      sx={{ height: 360, width: '100%', resize: 'horizontal', overflow: 'hidden', minWidth: 320 }}
    >
      <DataGrid rows={employees} columns={columns} />
    </Box>
  );
}
