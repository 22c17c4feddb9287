import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
];

export default function VisibleRowsSelection() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      {/* The header checkbox selects the 10 rows of the current page only. */}
      <DataGridPro
        rows={employees}
        columns={columns}
        checkboxSelection
        checkboxSelectionVisibleOnly
        pagination
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />
    </Box>
  );
}
