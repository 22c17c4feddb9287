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
import { employees, type Employee } from '../shared/employees';

const EditIcon = createSvgIcon(
  <path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="2" />,
  'Edit',
);

export default function RowEditingGrid() {
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const setRowMode = React.useCallback((id: GridRowId, mode: GridRowModesModel[GridRowId]) => {
    setRowModesModel((prev) => ({ ...prev, [id]: mode }));
  }, []);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'firstName', headerName: 'First name', width: 130, editable: true },
      { field: 'lastName', headerName: 'Last name', width: 130, editable: true },
      { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
      { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90, editable: true },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({ id }) =>
          rowModesModel[id]?.mode === GridRowModes.Edit
            ? [
                // Save keeps the changes; Cancel discards them with `ignoreModifications`.
                <GridActionsCellItem
                  icon={<GridCheckIcon />}
                  label="Save"
                  onClick={() => setRowMode(id, { mode: GridRowModes.View })}
                />,
                <GridActionsCellItem
                  icon={<GridCloseIcon />}
                  label="Cancel"
                  onClick={() =>
                    setRowMode(id, { mode: GridRowModes.View, ignoreModifications: true })
                  }
                />,
              ]
            : [
                <GridActionsCellItem
                  icon={<EditIcon />}
                  label="Edit"
                  onClick={() =>
                    setRowMode(id, { mode: GridRowModes.Edit, fieldToFocus: 'firstName' })
                  }
                />,
              ],
      },
    ],
    [rowModesModel, setRowMode],
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
