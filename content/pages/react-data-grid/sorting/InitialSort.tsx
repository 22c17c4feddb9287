import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'startDate', headerName: 'Start date', type: 'date', flex: 1, minWidth: 120 },
];

export default function InitialSort() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        // Newest hires first when the grid mounts; people can sort freely afterwards.
        initialState={{ sorting: { sortModel: [{ field: 'startDate', sort: 'desc' }] } }}
      />
    </Box>
  );
}
