import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  // Centre the cells and the header of this column.
  {
    field: 'department',
    headerName: 'Department',
    width: 150,
    align: 'center',
    headerAlign: 'center',
  },
  // Number columns are right-aligned by default; this one is left-aligned.
  {
    field: 'id',
    headerName: 'Badge',
    type: 'number',
    width: 110,
    align: 'left',
    headerAlign: 'left',
  },
  // Keep the default right alignment of a number column.
  { field: 'salary', headerName: 'Salary', type: 'number', width: 130 },
  {
    field: 'country',
    headerName: 'Country',
    flex: 1,
    minWidth: 120,
    align: 'right',
    headerAlign: 'right',
  },
];

export default function AlignmentGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        showCellVerticalBorder
        showColumnVerticalBorder
      />
    </Box>
  );
}
