import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 140 },
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 120 },
];

export default function FlexLayoutGrid() {
  return (
    // The card has a fixed height; the grid takes whatever the heading leaves.
    <Box
      sx={{
        height: 400,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography component="h3" variant="subtitle1" id="team-heading">
        Team members ({employees.length})
      </Typography>
      <DataGrid
        rows={employees}
        columns={columns}
        aria-labelledby="team-heading"
        density="compact"
        hideFooter
      />
    </Box>
  );
}
