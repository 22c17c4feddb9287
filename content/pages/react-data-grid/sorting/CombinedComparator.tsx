import Box from '@mui/material/Box';
import {
  DataGrid,
  gridStringOrNumberComparator,
  type GridColDef,
  type GridComparatorFn,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

interface FullName {
  first: string;
  last: string;
}

// Compare last names with the built-in comparator, then first names to break ties.
const fullNameComparator: GridComparatorFn<FullName> = (a, b, paramsA, paramsB) =>
  gridStringOrNumberComparator(a.last, b.last, paramsA, paramsB) ||
  gridStringOrNumberComparator(a.first, b.first, paramsA, paramsB);

const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Employee',
    width: 200,
    valueGetter: (_value, row): FullName => ({ first: row.firstName, last: row.lastName }),
    valueFormatter: (value: FullName) => `${value.first} ${value.last}`,
    sortComparator: fullNameComparator,
  },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 120 },
];

export default function CombinedComparator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'fullName', sort: 'asc' }] } }}
      />
    </Box>
  );
}
