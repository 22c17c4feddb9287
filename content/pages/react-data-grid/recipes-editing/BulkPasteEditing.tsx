import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
  type GridValidRowModel,
} from '@mui/x-data-grid-premium';
import { employees, type Employee } from '../shared/employees';

const rows = employees.slice(0, 15);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 130, editable: true },
  { field: 'country', headerName: 'Country', width: 130, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110, editable: true },
];

export default function BulkPasteEditing() {
  const apiRef = useGridApiRef();
  // Rows changed by edits or pastes, with their original version, until Save or Discard.
  const [changes, setChanges] = React.useState<Map<GridRowId, Employee>>(new Map());

  const processRowUpdate = (newRow: Employee, oldRow: Employee) => {
    setChanges((prev) => new Map(prev).set(newRow.id, prev.get(newRow.id) ?? oldRow));
    return newRow;
  };

  const discard = () => {
    apiRef.current?.updateRows(
      [...changes.values()].map((original) => original as GridValidRowModel),
    );
    setChanges(new Map());
  };

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={changes.size === 0}
          onClick={() => setChanges(new Map())}
        >
          Save {changes.size > 0 ? `(${changes.size})` : ''}
        </Button>
        <Button disabled={changes.size === 0} onClick={discard}>
          Discard
        </Button>
      </Stack>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        cellSelection
        processRowUpdate={processRowUpdate}
        getRowClassName={({ id }) => (changes.has(id) ? 'row--unsaved' : '')}
        sx={{ '& .row--unsaved': { bgcolor: 'rgba(237, 108, 2, 0.12)' } }}
        hideFooter
      />
    </Box>
  );
}
