import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridRowEditStopReasons,
  GridRowModes,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const rows = employees.slice(0, 12);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 130, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110, editable: true },
];

export default function EditFromApiGrid() {
  const apiRef = useGridApiRef();
  const [selectedId, setSelectedId] = React.useState<GridRowId>(rows[0]!.id);
  // The row in edit mode, if any, read from the row modes the grid reports.
  const [editingId, setEditingId] = React.useState<GridRowId | null>(null);
  const editing = editingId !== null;

  const handleModesChange = (model: GridRowModesModel) => {
    const id = Object.keys(model).find((key) => model[key]?.mode === GridRowModes.Edit);
    setEditingId(id === undefined ? null : Number(id));
  };
  const start = () => {
    apiRef.current?.startRowEditMode({ id: selectedId, fieldToFocus: 'salary' });
  };
  const stop = (ignoreModifications: boolean) => {
    if (editingId !== null) apiRef.current?.stopRowEditMode({ id: editingId, ignoreModifications });
  };

  return (
    <Box sx={{ height: 420, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="contained" onClick={start} disabled={editing}>
          Edit row {String(selectedId)}
        </Button>
        <Button size="small" onClick={() => stop(false)} disabled={!editing}>
          Save
        </Button>
        <Button size="small" onClick={() => stop(true)} disabled={!editing}>
          Cancel
        </Button>
      </Stack>
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        editMode="row"
        hideFooter
        onRowClick={(params) => !editing && setSelectedId(params.id)}
        onRowModesModelChange={handleModesChange}
        // Keep the row open when the focus moves to the buttons above.
        onRowEditStop={(params, event) => {
          if (params.reason === GridRowEditStopReasons.rowFocusOut)
            event.defaultMuiPrevented = true;
        }}
      />
    </Box>
  );
}
