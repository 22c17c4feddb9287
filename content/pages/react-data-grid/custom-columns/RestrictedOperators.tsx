import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

// Salaries: only ranges make sense, so keep "greater than" and "less than".
const salaryOperators = getGridNumericOperators().filter((operator) =>
  ['>', '<'].includes(operator.value),
);

// Emails: only exact and partial matches.
const emailOperators = getGridStringOperators().filter((operator) =>
  ['contains', 'equals'].includes(operator.value),
);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'email', headerName: 'Email', width: 240, filterOperators: emailOperators },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    flex: 1,
    minWidth: 120,
    filterOperators: salaryOperators,
  },
];

export default function RestrictedOperators() {
  return (
    <Box sx={{ height: 420 }}>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'salary', operator: '>', value: 100000 }] } },
        }}
      />
    </Box>
  );
}
