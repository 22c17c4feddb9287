import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
];

export default function SxPropGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        sx={{
          // The root element: a thicker, coloured frame.
          borderWidth: 2,
          borderColor: 'primary.main',
          // Nested elements, found through their class names.
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontWeight: 700,
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
          },
          [`& .${gridClasses.row}:hover`]: {
            bgcolor: 'action.selected',
          },
          [`& .${gridClasses.cell}:focus-within`]: {
            outline: 'none',
          },
        }}
      />
    </Box>
  );
}
