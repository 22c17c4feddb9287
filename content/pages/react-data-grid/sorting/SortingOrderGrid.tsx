import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  // Names read best A to Z first, and always stay sorted once sorted.
  { field: 'lastName', headerName: 'Last name', width: 140, sortingOrder: ['asc', 'desc'] },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
  // An email address is not a useful sort key: no sort on header click.
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220, sortable: false },
];

export default function SortingOrderGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* Every other column sorts largest or latest first. */}
      <DataGrid rows={employees} columns={columns} sortingOrder={['desc', 'asc', null]} />
    </Box>
  );
}
