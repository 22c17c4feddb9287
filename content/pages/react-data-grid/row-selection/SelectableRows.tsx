import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowParams } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 120 },
];

// Only active employees can be picked for the next review cycle.
const isRowSelectable = (params: GridRowParams<Employee>) => params.row.status === 'Active';

export default function SelectableRows() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        checkboxSelection
        isRowSelectable={isRowSelectable}
      />
    </Box>
  );
}
