import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

export default function ClipboardCopy() {
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={employees.slice(0, 12)}
          columns={columns}
          checkboxSelection
          hideFooter
          onClipboardCopy={(data) => setCopied(data)}
        />
      </Box>
      <TextField
        label="Last copied text (what the grid wrote to the clipboard)"
        value={copied}
        multiline
        rows={5}
        slotProps={{ input: { readOnly: true } }}
      />
    </Box>
  );
}
