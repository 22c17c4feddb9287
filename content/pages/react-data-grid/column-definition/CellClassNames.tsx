import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 130 },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    // A string value becomes part of a class name: 'status--on-leave'.
    cellClassName: (params) => `status--${String(params.value).toLowerCase().replace(/\s+/g, '-')}`,
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    cellClassName: (params) => (Number(params.value) >= 120000 ? 'salary--high' : ''),
  },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 120 },
];

export default function CellClassNames() {
  return (
    <Box
      sx={{
        height: 400,
        // A warm tint behind the usual text colour: orange text itself reads poorly on white.
        '& .status--on-leave': { bgcolor: 'rgba(237, 108, 2, 0.14)', fontStyle: 'italic' },
        '& .status--offboarding': { color: 'text.disabled', textDecoration: 'line-through' },
        '& .salary--high': { fontWeight: 700, bgcolor: 'rgba(46, 125, 50, 0.12)' },
      }}
    >
      <DataGrid
        rows={employees}
        columns={columns}
        // Called for every cell: here it marks the Country cell of remote employees.
        getCellClassName={(params) =>
          params.field === 'country' && params.row.remote ? 'remote' : ''
        }
        sx={{ '& .remote::after': { content: '" · remote"', color: 'text.secondary' } }}
      />
    </Box>
  );
}
