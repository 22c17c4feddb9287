import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110 },
];

export default function LargeRowCountGrid() {
  // Created on the first render only: 10,000 rows from a seeded generator.
  const [rows] = React.useState(() => createEmployees(10000, 11));

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      {/* Only the rows in view, plus 300 px of rows above and below, are in the DOM. */}
      <DataGridPro rows={rows} columns={columns} rowBufferPx={300} />
    </Box>
  );
}
