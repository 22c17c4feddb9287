import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

// These columns always stay visible: the panel does not list them.
const lockedFields = ['id', 'lastName'];

export default function ColumnsManagementGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        slotProps={{
          columnsManagement: {
            sort: 'asc',
            getTogglableColumns: (cols) =>
              cols.filter((col) => !lockedFields.includes(col.field)).map((col) => col.field),
            // Match the search against the header name and the field.
            searchPredicate: (col, search) =>
              `${col.headerName ?? ''} ${col.field}`.toLowerCase().includes(search.toLowerCase()),
            disableResetButton: true,
          },
        }}
      />
    </Box>
  );
}
