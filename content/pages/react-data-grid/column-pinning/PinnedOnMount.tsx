import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    width: 160,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function PinnedOnMount() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={columns}
        // Scroll sideways: Name and Status stay in view.
        initialState={{ pinnedColumns: { left: ['name'], right: ['status'] } }}
      />
    </Box>
  );
}
