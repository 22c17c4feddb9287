import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 120 },
];

export default function RowClassNameGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        '& .row-status-on-leave': {
          bgcolor: alpha(theme.palette.warning.main, 0.15),
          '&:hover': { bgcolor: alpha(theme.palette.warning.main, 0.25) },
        },
        '& .row-status-offboarding': {
          bgcolor: alpha(theme.palette.error.main, 0.12),
          color: 'text.secondary',
          '&:hover': { bgcolor: alpha(theme.palette.error.main, 0.22) },
        },
      })}
    >
      <DataGrid
        rows={employees}
        columns={columns}
        getRowClassName={(params) =>
          `row-status-${params.row.status.toLowerCase().replace(' ', '-')}`
        }
      />
    </Box>
  );
}
