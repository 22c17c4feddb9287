import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

// A fixed reference date keeps the demo stable; use the current date in an app.
const asOf = new Date(2025, 0, 1);
const msPerYear = 365.25 * 24 * 60 * 60 * 1000;

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Full name',
    width: 170,
    // Derived from two fields: sorting and filtering use this string.
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  {
    field: 'tenure',
    headerName: 'Tenure',
    type: 'number',
    width: 110,
    // The value is a number (sorted numerically), displayed with a unit.
    valueGetter: (_value, row) =>
      Math.floor((asOf.getTime() - row.startDate.getTime()) / msPerYear),
    valueFormatter: (value: number) => (value === 1 ? '1 year' : `${value} years`),
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'monthly',
    headerName: 'Monthly',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => Math.round(row.salary / 12),
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'startDate',
    headerName: 'Joined',
    type: 'date',
    flex: 1,
    minWidth: 120,
    // Only the display changes: the date filter still compares full dates.
    valueFormatter: (value: Date) => monthYear.format(value),
  },
];

export default function ValueGetterFormatter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'tenure', sort: 'desc' }] } }}
      />
    </Box>
  );
}
