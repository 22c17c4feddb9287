import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
];

export default function ExternalSearchField() {
  const [search, setSearch] = React.useState('');

  // The search text becomes the quick filter values of the model.
  const filterModel = React.useMemo<GridFilterModel>(
    () => ({ items: [], quickFilterValues: search.split(' ').filter((word) => word !== '') }),
    [search],
  );

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TextField
        label="Search employees"
        size="small"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ maxWidth: 320 }}
      />
      <DataGrid rows={employees} columns={columns} filterModel={filterModel} />
    </Box>
  );
}
