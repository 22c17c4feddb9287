import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'email', headerName: 'Email (not sortable)', width: 230, sortable: false },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110 },
];

export default function SortableColumnsGrid() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ height: 420, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
        }
        label="Disable sorting on every column"
      />
      <DataGrid rows={employees} columns={columns} disableColumnSorting={disabled} />
    </Box>
  );
}
