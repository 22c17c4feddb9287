import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridCellModes,
  type GridEventListener,
  type GridCellModesModel,
  type GridCellParams,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 130, editable: true },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110, editable: true },
];

type Cell = { id: GridRowId; field: string };

export default function ControlledCellModes() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});
  const [cell, setCell] = React.useState<Cell | null>(null);

  const editing =
    cell !== null && cellModesModel[cell.id]?.[cell.field]?.mode === GridCellModes.Edit;

  const setMode = (mode: GridCellModesModel[GridRowId][string]) => {
    if (cell) {
      setCellModesModel((prev) => ({
        ...prev,
        [cell.id]: { ...prev[cell.id], [cell.field]: mode },
      }));
    }
  };

  const handleCellClick = (params: GridCellParams) => {
    if (params.isEditable) setCell({ id: params.id, field: params.field });
  };

  // Clicking a button leaves the cell; keep it in edit mode until Save or Cancel.
  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (params.reason === GridCellEditStopReasons.cellFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  return (
    <Box sx={{ height: 420, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          disabled={!cell || editing}
          onClick={() => setMode({ mode: GridCellModes.Edit })}
        >
          Edit cell
        </Button>
        <Button
          variant="outlined"
          disabled={!editing}
          onClick={() => setMode({ mode: GridCellModes.View })}
        >
          Save
        </Button>
        <Button
          variant="outlined"
          disabled={!editing}
          onClick={() => setMode({ mode: GridCellModes.View, ignoreModifications: true })}
        >
          Cancel
        </Button>
      </Stack>
      <DataGrid
        rows={employees}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        onCellEditStop={handleCellEditStop}
      />
    </Box>
  );
}
