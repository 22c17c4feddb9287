import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, Toolbar, useGridApiContext, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 90 },
  { field: 'lastName', headerName: 'Last name', width: 90 },
  { field: 'email', headerName: 'Email', width: 110 },
  { field: 'country', headerName: 'Country', width: 90 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 90 },
];

function ActionsToolbar() {
  // The grid renders this component, so the context gives its API object.
  const apiRef = useGridApiContext();

  return (
    <Toolbar>
      <Button size="small" onClick={() => apiRef.current.autosizeColumns({ includeHeaders: true })}>
        Fit columns to content
      </Button>
      <Button size="small" onClick={() => apiRef.current.sortColumn('salary', 'desc')}>
        Highest salaries first
      </Button>
      <Button size="small" onClick={() => apiRef.current.setSortModel([])}>
        Clear sort
      </Button>
    </Toolbar>
  );
}

export default function UseGridApiContext() {
  return (
    <Box sx={{ height: 400 }}>
      <DataGrid
        rows={employees}
        columns={columns}
        slots={{ toolbar: ActionsToolbar }}
        showToolbar
      />
    </Box>
  );
}
