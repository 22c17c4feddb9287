import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee, type EmployeeStatus } from '../shared/employees';

const chipColors: Record<EmployeeStatus, { backgroundColor: string; color: string }> = {
  Active: { backgroundColor: 'oklch(96.2% 0.044 156.743)', color: 'oklch(44.8% 0.119 151.328)' },
  'On leave': { backgroundColor: 'oklch(96.2% 0.059 95.617)', color: 'oklch(47.3% 0.137 46.201)' },
  Offboarding: { backgroundColor: 'oklch(94.1% 0.03 12.58)', color: 'oklch(45.5% 0.188 13.697)' },
};

const Chip = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  padding: '0.125rem 0.625rem',
  borderRadius: 9999,
  fontSize: '0.75rem',
  lineHeight: 'calc(1 / 0.75)',
  fontWeight: 600,
});

const Dot = styled('span')({
  width: '0.375rem',
  height: '0.375rem',
  borderRadius: 9999,
  backgroundColor: 'currentColor',
});

function StatusChip({ status }: { status: EmployeeStatus }) {
  return (
    <Chip sx={chipColors[status]}>
      <Dot aria-hidden />
      {status}
    </Chip>
  );
}

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    width: 180,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'department', headerName: 'Department', width: 140 },
  {
    field: 'status',
    headerName: 'Status',
    width: 150,
    // 'flex' centers the chip vertically in the cell.
    display: 'flex',
    renderCell: (params) => <StatusChip status={params.row.status} />,
  },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 120 },
];

export default function StatusGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} />
    </Box>
  );
}
