import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    // One column: a class from the cell value.
    cellClassName: ({ value }) => (value === 'Active' ? '' : 'cell--attention'),
  },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 120 },
];

export default function CellClassNames() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        // A warm tint behind the usual text colour: orange text itself reads poorly on white.
        '& .cell--attention': { bgcolor: 'rgba(237, 108, 2, 0.14)', fontWeight: 600 },
        '& .cell--high': { bgcolor: 'rgba(46, 125, 50, 0.12)' },
      }}
    >
      <DataGrid
        rows={employees}
        columns={columns}
        // Every column: a class from any cell parameters.
        getCellClassName={({ field, row }) =>
          field === 'salary' && row.salary >= 140000 ? 'cell--high' : ''
        }
      />
    </Box>
  );
}
