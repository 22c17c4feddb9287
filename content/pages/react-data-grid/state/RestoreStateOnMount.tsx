import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110 },
];

export default function RestoreStateOnMount() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | undefined>(undefined);
  const [mountCount, setMountCount] = React.useState(0);

  const save = () => setSaved(apiRef.current?.exportState());
  // A new key unmounts the grid and mounts a fresh one with the saved state.
  const remount = () => setMountCount((count) => count + 1);

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={save}>
          Save state
        </Button>
        <Button size="small" variant="contained" onClick={remount}>
          Remount the grid
        </Button>
        <Typography variant="body2" color="text.secondary">
          {saved ? 'A state is saved.' : 'Sort, filter or resize, then save.'}
        </Typography>
      </Stack>
      <DataGrid
        key={mountCount}
        apiRef={apiRef}
        rows={employees}
        columns={columns}
        initialState={saved}
        showToolbar
      />
    </Box>
  );
}
