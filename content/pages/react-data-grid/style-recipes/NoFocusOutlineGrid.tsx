import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
];

export default function NoFocusOutlineGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        sx={{
          // No outline on a clicked cell or header…
          [`& .${gridClasses.cell}:focus, & .${gridClasses.columnHeader}:focus`]: {
            outline: 'none',
          },
          // …nor on a cell or header whose content (a checkbox, a button) has the focus.
          [`& .${gridClasses.cell}:focus-within, & .${gridClasses.columnHeader}:focus-within`]: {
            outline: 'none',
          },
          // Keep a visible cue for keyboard users: underline the focused cell instead.
          [`& .${gridClasses.cell}:focus-visible`]: {
            boxShadow: (theme) => `inset 0 -2px 0 ${theme.palette.primary.main}`,
          },
        }}
      />
    </Box>
  );
}
