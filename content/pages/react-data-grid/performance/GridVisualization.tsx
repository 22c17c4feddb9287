import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

/** Counts its own renders: the number grows each time the grid re-renders the cell. */
function RenderCount() {
  const renders = React.useRef(0);
  renders.current += 1;
  return (
    <Box
      component="span"
      sx={{
        fontWeight: renders.current > 1 ? 700 : 400,
        color: renders.current > 1 ? 'error.main' : 'text.secondary',
      }}
    >
      {renders.current}
    </Box>
  );
}

function createColumns(): GridColDef<Employee>[] {
  return [
    { field: 'firstName', headerName: 'First name', width: 130 },
    { field: 'lastName', headerName: 'Last name', width: 130 },
    { field: 'department', headerName: 'Department', width: 140 },
    {
      field: 'renders',
      headerName: 'Cell renders',
      width: 120,
      sortable: false,
      renderCell: () => <RenderCount />,
    },
  ];
}

// Created once, outside the component: the same array on every render.
const stableColumns = createColumns();
const activeEmployees = employees.filter((employee) => employee.status === 'Active');

export default function GridVisualization() {
  const [stable, setStable] = React.useState(true);
  const [renders, setRenders] = React.useState(0);

  // Unstable: a new columns array and a new rows array each time this component renders.
  const columns = stable ? stableColumns : createColumns();
  const rows = stable
    ? activeEmployees
    : employees.filter((employee) => employee.status === 'Active');

  return (
    <Box sx={{ height: 420, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setRenders((count) => count + 1)}>
          Re-render the parent ({renders})
        </Button>
        <FormControlLabel
          control={
            <Switch checked={stable} onChange={(event) => setStable(event.target.checked)} />
          }
          label="Stable columns and rows"
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
