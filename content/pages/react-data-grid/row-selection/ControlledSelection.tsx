import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  createRowSelectionManager,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', flex: 1, minWidth: 90 },
];

const emptySelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

export default function ControlledSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(emptySelection);

  // "Select all" produces { type: 'exclude', ids }: the manager reads both shapes.
  const selectedCount = React.useMemo(() => {
    const manager = createRowSelectionManager(selection);
    return employees.filter((row) => manager.has(row.id)).length;
  }, [selection]);

  const selectRemote = () => {
    const ids = employees.filter((row) => row.remote).map((row) => row.id);
    setSelection({ type: 'include', ids: new Set(ids) });
  };

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={selectRemote}>
          Select remote staff
        </Button>
        <Button size="small" onClick={() => setSelection(emptySelection)}>
          Clear
        </Button>
        <Typography variant="body2" component="output">
          {selectedCount} selected ({selection.type}, {selection.ids.size} ids)
        </Typography>
      </Stack>
      <DataGrid
        rows={employees}
        columns={columns}
        checkboxSelection
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
      />
    </Box>
  );
}
