import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { employees, type Employee } from './shared/employees';

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Employee>[] = [
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 160,
    valueFormatter: (value: number | null) => (value == null ? '' : currency.format(value)),
  },
];

export default function PremiumGroupingOverview() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={employees}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['department'] },
          // The grouping column already shows the department.
          columns: { columnVisibilityModel: { department: false } },
          aggregation: { model: { salary: 'avg' } },
        }}
      />
    </Box>
  );
}
