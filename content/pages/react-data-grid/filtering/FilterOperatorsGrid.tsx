import Box from '@mui/material/Box';
import { DataGrid, getGridNumericOperators, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

// Salary bands only make sense as ranges: keep "greater than" and "less than".
const salaryOperators = getGridNumericOperators().filter(
  (operator) => operator.value === '>' || operator.value === '<',
);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    filterOperators: salaryOperators,
  },
  { field: 'country', headerName: 'Country', width: 120 },
  // Not offered in the filter panel at all.
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220, filterable: false },
];

export default function FilterOperatorsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'salary', operator: '>', value: 120000 }] },
          },
        }}
      />
    </Box>
  );
}
