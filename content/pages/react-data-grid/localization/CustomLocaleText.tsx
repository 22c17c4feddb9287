import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 120 },
];

// Only the texts you pass change; every other text keeps its default.
const localeText: Partial<GridLocaleText> = {
  toolbarQuickFilterPlaceholder: 'Find a colleague…',
  toolbarFilters: 'Narrow down',
  footerRowSelected: (count) =>
    count === 1 ? '1 colleague picked' : `${count.toLocaleString()} colleagues picked`,
  noResultsOverlayLabel: 'Nobody matches this search.',
};

export default function CustomLocaleText() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        checkboxSelection
        showToolbar
        localeText={localeText}
      />
    </Box>
  );
}
