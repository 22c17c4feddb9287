import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  {
    field: 'salary',
    // headerName stays: the column menu, the filter panel and screen readers use it.
    headerName: 'Salary',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => currency.format(value),
    renderHeader: () => (
      <span>
        Salary <small style={{ opacity: 0.7 }}>(USD, gross)</small>
      </span>
    ),
  },
  {
    field: 'remote',
    headerName: 'Remote',
    type: 'boolean',
    width: 110,
    // Shown as a tooltip on hover.
    description: 'Works from home at least three days a week',
  },
  {
    field: 'department',
    headerName: 'Department',
    flex: 1,
    minWidth: 140,
    headerClassName: 'header--accent',
  },
];

export default function CustomHeaders() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .header--accent': { backgroundColor: 'rgba(25, 118, 210, 0.08)', fontStyle: 'italic' },
      }}
    >
      <DataGrid rows={employees} columns={columns} />
    </Box>
  );
}
