import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70, resizable: false },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100, resizable: false },
  { field: 'department', headerName: 'Department', width: 150 },
];

export default function ResizableSeparatorsGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        sx={{
          // Separators of columns that cannot be resized carry no "--resizable" modifier.
          [`& .${gridClasses.columnSeparator}:not(.${gridClasses['columnSeparator--resizable']})`]:
            {
              display: 'none',
            },
        }}
      />
    </Box>
  );
}
