import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 140 },
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'department', headerName: 'Department', flex: 1 },
];

export default function FlexParentGrid() {
  const [count, setCount] = React.useState(3);

  return (
    <Stack sx={{ gap: 1, width: '100%' }}>
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          disabled={count >= 6}
          onClick={() => setCount(count + 1)}
        >
          Add a row
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={count <= 0}
          onClick={() => setCount(count - 1)}
        >
          Remove a row
        </Button>
      </Stack>
      {/* A flex column without a height: the grid is as tall as its rows. */}
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid rows={employees.slice(0, count)} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
