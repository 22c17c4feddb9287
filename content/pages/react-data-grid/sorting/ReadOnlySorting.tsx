import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110 },
];

const orders: Record<string, GridSortModel> = {
  name: [{ field: 'lastName', sort: 'asc' }],
  country: [{ field: 'country', sort: 'asc' }],
  salary: [{ field: 'salary', sort: 'desc' }],
};

export default function ReadOnlySorting() {
  const [order, setOrder] = React.useState('name');

  return (
    <Box sx={{ height: 420, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={order}
        onChange={(_event, value: string | null) => value && setOrder(value)}
        aria-label="Sort employees by"
      >
        <ToggleButton value="name">Name</ToggleButton>
        <ToggleButton value="country">Country</ToggleButton>
        <ToggleButton value="salary">Highest salary</ToggleButton>
      </ToggleButtonGroup>
      {/* Headers do not sort, but the sort model still applies. */}
      <DataGrid rows={employees} columns={columns} disableColumnSorting sortModel={orders[order]} />
    </Box>
  );
}
