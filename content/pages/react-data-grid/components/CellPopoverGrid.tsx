import * as React from 'react';
import Box from '@mui/material/Box';
import Popper from '@mui/material/Popper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'email', headerName: 'Email', width: 150 },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 120 },
];

export default function CellPopoverGrid() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [text, setText] = React.useState('');

  const handleEnter = (event: React.MouseEvent<HTMLDivElement>) => {
    const cell = event.currentTarget;
    // Only the email column is narrow enough to cut its text.
    if (cell.getAttribute('data-field') !== 'email') {
      return;
    }
    const id = cell.closest('[data-id]')?.getAttribute('data-id');
    const employee = employees.find((row) => String(row.id) === id);
    if (employee) {
      setText(employee.email);
      setAnchor(cell);
    }
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        slotProps={{
          cell: { onMouseEnter: handleEnter, onMouseLeave: () => setAnchor(null) },
        }}
      />
      <Popper
        open={anchor !== null}
        anchorEl={anchor}
        placement="bottom-start"
        sx={{ pointerEvents: 'none', zIndex: 'tooltip' }}
      >
        <Paper elevation={4} sx={{ px: 1.5, py: 1 }}>
          <Typography variant="body2">{text}</Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
