import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const rows = employees.slice(0, 20);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 130 },
];

export default function SelectionAndFilter() {
  const [keepHidden, setKeepHidden] = React.useState(false);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([rows[0]!.id, rows[1]!.id, rows[2]!.id]),
  });

  return (
    <Box sx={{ height: 460, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={keepHidden}
              onChange={(event) => setKeepHidden(event.target.checked)}
            />
          }
          label="Keep hidden rows selected"
        />
        <Typography variant="body2" role="status">
          Selected ids: {[...selection.ids].join(', ') || 'none'}
        </Typography>
      </Stack>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        showToolbar
        keepNonExistentRowsSelected={keepHidden}
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        hideFooter
      />
    </Box>
  );
}
