import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 130, editable: true },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110, editable: true },
];

export default function BulkEditing() {
  const apiRef = useGridApiRef();
  // Edited rows, and their original version, until Save or Discard.
  const [changes, setChanges] = React.useState<
    Map<GridRowId, { row: Employee; original: Employee }>
  >(new Map());
  const [savedMessage, setSavedMessage] = React.useState('');

  const processRowUpdate = (newRow: Employee, oldRow: Employee) => {
    setChanges((prev) => {
      const next = new Map(prev);
      next.set(newRow.id, { row: newRow, original: prev.get(newRow.id)?.original ?? oldRow });
      return next;
    });
    return newRow; // Shown in the grid, not saved yet.
  };

  const save = () => {
    // Send [...changes.values()].map((change) => change.row) to your API in one request.
    setSavedMessage(`Saved ${changes.size} row${changes.size === 1 ? '' : 's'}.`);
    setChanges(new Map());
  };

  const discard = () => {
    apiRef.current?.updateRows(
      [...changes.values()].map((change) => change.original as GridValidRowModel),
    );
    setChanges(new Map());
    setSavedMessage('');
  };

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="contained" disabled={changes.size === 0} onClick={save}>
          Save {changes.size > 0 ? `(${changes.size})` : ''}
        </Button>
        <Button disabled={changes.size === 0} onClick={discard}>
          Discard
        </Button>
        <Box component="span" aria-live="polite" sx={{ typography: 'body2' }}>
          {savedMessage}
        </Box>
      </Stack>
      <DataGrid
        apiRef={apiRef}
        rows={employees}
        columns={columns}
        processRowUpdate={processRowUpdate}
        getRowClassName={({ id }) => (changes.has(id) ? 'row--unsaved' : '')}
        sx={{ '& .row--unsaved': { bgcolor: 'rgba(237, 108, 2, 0.12)' } }}
      />
    </Box>
  );
}
