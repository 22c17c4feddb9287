import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GetApplyQuickFilterFn } from '@mui/x-data-grid';
import { employees, type Employee } from '../../shared/employees';

// "90k+" keeps salaries of 90,000 or more. Any other word skips this column (null).
const salaryQuickFilter: GetApplyQuickFilterFn<Employee, number> = (word) => {
  const match = /^(\d+)k\+$/i.exec(String(word));
  if (!match) {
    return null;
  }
  const minimum = Number(match[1]) * 1000;
  return (value) => value >= minimum;
};

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    flex: 1,
    minWidth: 110,
    getApplyQuickFilterFn: salaryQuickFilter,
  },
];

export default function SalaryQuickFilter() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['design', '120k+'] } },
        }}
      />
    </Box>
  );
}
