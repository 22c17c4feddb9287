import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid-pro';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'email', headerName: 'Email', width: 240 },
];

export default function PersistLayoutPro() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState>();
  // A new key remounts the grid, which then starts from the saved state.
  const [generation, setGeneration] = React.useState(0);

  const save = () => {
    const state = apiRef.current?.exportState();
    // Keep the column layout only: widths, order, visibility and pinning.
    if (state) setSaved({ columns: state.columns, pinnedColumns: state.pinnedColumns });
  };

  return (
    <Stack sx={{ height: 440, gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button variant="outlined" size="small" onClick={save}>
          Save layout
        </Button>
        <Button variant="outlined" size="small" onClick={() => setGeneration(generation + 1)}>
          Remount with saved layout
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          key={generation}
          apiRef={apiRef}
          rows={employees}
          columns={columns}
          initialState={saved}
        />
      </Box>
    </Stack>
  );
}
