import * as React from 'react';
import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import {
  DataGrid,
  GridActionsCellItem,
  GridCheckIcon,
  GridCloseIcon,
  GridRowModes,
  type GridColDef,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { departments, employees, type Employee } from '../shared/employees';

const EditIcon = createSvgIcon(<path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="2" />, 'Edit');

export default function RowEditingGrid() {
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const startEditing = React.useCallback((id: GridRowId) => {
    setRowModesModel((prev) => ({ ...prev, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'firstName' } }));
  }, []);

  // `ignoreModifications: true` throws the edits away (Cancel); otherwise they are saved.
  const stopEditing = React.useCallback((id: GridRowId, ignoreModifications = false) => {
    setRowModesModel((prev) => ({ ...prev, [id]: { mode: GridRowModes.View, ignoreModifications } }));
  }, []);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'firstName', headerName: 'First name', width: 130, editable: true },
      { field: 'lastName', headerName: 'Last name', width: 130, editable: true },
      { field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: departments, width: 140, editable: true },
      { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({ id }) =>
          rowModesModel[id]?.mode === GridRowModes.Edit
            ? [
                <GridActionsCellItem icon={<GridCheckIcon />} label="Save" onClick={() => stopEditing(id)} />,
                <GridActionsCellItem icon={<GridCloseIcon />} label="Cancel" onClick={() => stopEditing(id, true)} />,
              ]
            : [<GridActionsCellItem icon={<EditIcon />} label="Edit" onClick={() => startEditing(id)} />],
      },
    ],
    [rowModesModel, startEditing, stopEditing],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        // Send the row to your API here; the grid shows the row you return.
        processRowUpdate={(updatedRow) => updatedRow}
      />
    </Box>
  );
}
