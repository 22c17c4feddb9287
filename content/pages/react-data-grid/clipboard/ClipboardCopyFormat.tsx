import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'country', headerName: 'Country', width: 110 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
];

export default function ClipboardCopyFormat() {
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ height: 260 }}>
        <DataGrid
          rows={employees.slice(0, 10)}
          columns={columns}
          hideFooter
          checkboxSelection
          // Semicolons between cells, and raw values: no "$", dates in ISO format.
          clipboardCopyCellDelimiter=";"
          ignoreValueFormatterDuringExport
          onClipboardCopy={(data) => setCopied(data)}
        />
      </Box>
      <TextField
        label="Last copied text"
        value={copied}
        multiline
        rows={4}
        slotProps={{ input: { readOnly: true } }}
      />
    </Box>
  );
}
