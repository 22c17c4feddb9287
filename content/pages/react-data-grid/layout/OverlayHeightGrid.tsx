import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 140 },
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'department', headerName: 'Department', flex: 1 },
];

export default function OverlayHeightGrid() {
  const [empty, setEmpty] = React.useState(true);

  return (
    <Stack sx={{ gap: 1, width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={empty} onChange={(event) => setEmpty(event.target.checked)} />}
        label="No rows"
      />
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid
          rows={empty ? [] : employees.slice(0, 4)}
          columns={columns}
          hideFooter
          // The "No rows" overlay gets 200 pixels instead of two row heights.
          sx={{ '--DataGrid-overlayHeight': '200px' }}
        />
      </div>
    </Stack>
  );
}
