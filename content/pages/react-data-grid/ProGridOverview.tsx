import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from './shared/employees';

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    width: 170,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ProGridOverview() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={columns}
        initialState={{
          // Keep the name visible while scrolling sideways, and the salary at the far edge.
          pinnedColumns: { left: ['name'], right: ['salary'] },
          // Two sort items: the Pro plan sorts by several columns at once.
          sorting: {
            sortModel: [
              { field: 'department', sort: 'asc' },
              { field: 'salary', sort: 'desc' },
            ],
          },
        }}
      />
    </Box>
  );
}
