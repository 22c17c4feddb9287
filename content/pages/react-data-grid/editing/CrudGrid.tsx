import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridActionsCellItem,
  GridAddIcon,
  GridCheckIcon,
  GridCloseIcon,
  GridDeleteIcon,
  GridRowModes,
  type GridColDef,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';

interface Supplier {
  id: number;
  name: string;
  country: string;
  leadTimeDays: number;
  isNew?: boolean;
}

const initialRows: Supplier[] = [
  { id: 1, name: 'Baltic Components', country: 'Latvia', leadTimeDays: 12 },
  { id: 2, name: 'Iberia Cables', country: 'Spain', leadTimeDays: 5 },
  { id: 3, name: 'Rhine Displays', country: 'Germany', leadTimeDays: 21 },
];

export default function CrudGrid() {
  const [rows, setRows] = React.useState<Supplier[]>(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(4);

  // Create: add an empty row at the top and open it for editing.
  const addRow = () => {
    const id = nextId.current++;
    setRows((prev) => [{ id, name: '', country: '', leadTimeDays: 7, isNew: true }, ...prev]);
    setRowModesModel((prev) => ({
      ...prev,
      [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' },
    }));
  };

  const setMode = (id: GridRowId, mode: GridRowModesModel[GridRowId]) =>
    setRowModesModel((prev) => ({ ...prev, [id]: mode }));

  // Cancel: discard the edits; a row that was never saved disappears.
  const cancel = (id: GridRowId) => {
    setMode(id, { mode: GridRowModes.View, ignoreModifications: true });
    setRows((prev) => prev.filter((row) => !(row.id === id && row.isNew)));
  };

  // Update: the grid hands over the edited row; store it (and send it to your API).
  const processRowUpdate = (newRow: Supplier) => {
    const saved = { ...newRow, isNew: false };
    setRows((prev) => prev.map((row) => (row.id === saved.id ? saved : row)));
    return saved;
  };

  const columns: GridColDef<Supplier>[] = [
    { field: 'name', headerName: 'Supplier', flex: 1, minWidth: 170, editable: true },
    { field: 'country', headerName: 'Country', width: 130, editable: true },
    {
      field: 'leadTimeDays',
      headerName: 'Lead time (days)',
      type: 'number',
      width: 140,
      editable: true,
    },
    {
      field: 'actions',
      type: 'actions',
      width: 100,
      getActions: ({ id }) =>
        rowModesModel[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem
                icon={<GridCheckIcon />}
                label="Save"
                onClick={() => setMode(id, { mode: GridRowModes.View })}
              />,
              <GridActionsCellItem
                icon={<GridCloseIcon />}
                label="Cancel"
                onClick={() => cancel(id)}
              />,
            ]
          : [
              // Delete: remove the row from your state.
              <GridActionsCellItem
                icon={<GridDeleteIcon />}
                label="Delete"
                onClick={() => setRows((prev) => prev.filter((row) => row.id !== id))}
              />,
            ],
    },
  ];

  return (
    <Box sx={{ height: 380, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Button startIcon={<GridAddIcon />} onClick={addRow} sx={{ alignSelf: 'flex-start' }}>
        Add supplier
      </Button>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        processRowUpdate={processRowUpdate}
        hideFooter
      />
    </Box>
  );
}
