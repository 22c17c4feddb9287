import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const STORAGE_KEY = 'employees-grid-filter';
const emptyModel: GridFilterModel = { items: [] };

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
];

function readSavedModel(): GridFilterModel {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as GridFilterModel) : emptyModel;
  } catch {
    return emptyModel; // storage blocked, or a value that is not JSON
  }
}

export default function SavedFiltersGrid() {
  // Read once, on the first render; then save every change.
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(readSavedModel);

  React.useEffect(() => {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(filterModel));
    } catch {
      // Storage can be full or disabled: the grid keeps working without it.
    }
  }, [filterModel]);

  return (
    <Box sx={{ height: 440, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setFilterModel(emptyModel)}
      >
        Clear saved filter
      </Button>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
      />
    </Box>
  );
}
