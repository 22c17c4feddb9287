import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 140 },
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'country', headerName: 'Country', flex: 1 },
];

export default function MinMaxHeightGrid() {
  const [count, setCount] = React.useState(2);

  return (
    <Stack sx={{ gap: 1, width: '100%' }}>
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button variant="outlined" size="small" onClick={() => setCount(count + 2)}>
          Add two rows
        </Button>
        <Button variant="outlined" size="small" disabled={count === 0} onClick={() => setCount(0)}>
          Remove all rows
        </Button>
      </Stack>
      {/* The grid grows with its rows between 200 and 350 pixels, then scrolls. */}
      <div style={{ display: 'flex', flexDirection: 'column', minHeight: 200, maxHeight: 350 }}>
        <DataGrid rows={employees.slice(0, count)} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
