import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 120 },
];

export default function ToolbarWithoutSearch() {
  return (
    <Box sx={{ height: 420 }}>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: false } }}
        // No search field, but the words still filter the rows.
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['design'] } } }}
      />
    </Box>
  );
}
