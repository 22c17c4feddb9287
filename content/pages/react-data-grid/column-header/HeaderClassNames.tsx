import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130, headerClassName: 'header--person' },
  { field: 'lastName', headerName: 'Last name', width: 130, headerClassName: 'header--person' },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    flex: 1,
    minWidth: 110,
    // A function gets the header parameters, so one rule can serve several columns.
    headerClassName: (params) => (params.colDef.type === 'number' ? 'header--number' : ''),
  },
];

export default function HeaderClassNames() {
  return (
    <Box sx={{ height: 400 }}>
      <DataGrid
        rows={employees}
        columns={columns}
        sx={(theme) => ({
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
          '& .header--person': { backgroundColor: 'rgba(25, 118, 210, 0.08)' },
          '& .header--number': {
            backgroundColor: 'rgba(46, 125, 50, 0.1)',
            color: (theme.vars ?? theme).palette.success.dark,
            // The dark green is for light backgrounds: the light one in dark mode.
            ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.success.light }),
          },
        })}
      />
    </Box>
  );
}
