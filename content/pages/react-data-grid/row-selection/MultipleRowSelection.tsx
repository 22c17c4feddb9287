import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid-pro';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 120 },
];

export default function MultipleRowSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([1, 3]),
  });

  return (
    <Box sx={{ height: 400, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" component="output">
        Selected ids: {[...selection.ids].join(', ') || 'none'}
      </Typography>
      {/* No checkboxes: Ctrl/Cmd+click adds a row, Shift+click selects a range. */}
      <DataGridPro
        rows={employees}
        columns={columns}
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
      />
    </Box>
  );
}
