import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../shared/employees';

const rows = createEmployees(400, 3);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
];

export default function ProPaginationGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      {/* Without `pagination`, DataGridPro shows all 400 rows in one scrolling list. */}
      <DataGridPro
        rows={rows}
        columns={columns}
        pagination
        pageSizeOptions={[50, 200, 400]}
        initialState={{ pagination: { paginationModel: { pageSize: 200 } } }}
      />
    </Box>
  );
}
